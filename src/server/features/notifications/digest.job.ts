import { digestWeekDue } from '@shared/domain/weekly-digest';
import type { AppDeps } from '../../deps';
import type { Mailer, MailLogger } from '../../mail/mailer';
import { digestContent, type DigestContent } from './digest-content';
import {
  claimDigestRun,
  finishDigestRun,
  recordDigestSent,
  releaseDigestRun,
} from './digest-runs.repository';
import { weeklyDigestMail } from './digest.mail';
import { digestRecipients, familiesWithDigest } from './notifications.repository';
import { unsubscribeToken } from './unsubscribe-token';

/** How often the server looks for families whose Sunday evening has come (app.ts). */
export const DIGEST_TICK_MS = 5 * 60 * 1000;
/** How long a claim is the claiming instance's: far longer than one family's sending takes. */
export const DIGEST_LEASE_MS = 10 * 60 * 1000;
/** After a failed send, when a later tick (on any instance) tries the adults not yet sent. */
export const DIGEST_RETRY_MS = 5 * 60 * 1000;
/** Claims of one family's week before the run gives up (the error stays on the row). */
export const DIGEST_MAX_ATTEMPTS = 6;

export interface DigestTickResult {
  /** Families whose e-mail this tick claimed. */
  claimed: number;
  /** Messages the mail server took. */
  sent: number;
  /** Families whose sending failed this tick (retried later). */
  failed: number;
}

/**
 * One tick of the weekly e-mail (ADR 045): every family with an adult who wants it, whose Sunday 18:00 (its own
 * timezone) has come and whose week's e-mail is not yet sent, is claimed (`digest_runs`), and each of its adults
 * not yet sent gets the e-mail. A failure releases the claim for a later tick; the adults already sent stay
 * recorded, so nobody gets it twice. `now` drives the clock (tests pass it; the timer passes the time).
 */
export async function runWeeklyDigests(
  deps: AppDeps,
  mailer: Mailer,
  log: MailLogger,
  now: Date = new Date(),
): Promise<DigestTickResult> {
  const result: DigestTickResult = { claimed: 0, sent: 0, failed: 0 };
  for (const familyId of await familiesWithDigest(deps.db)) {
    let timezone: string;
    try {
      timezone = (await deps.profiles.get(familyId)).settings.timezone;
    } catch {
      continue; // a family being deleted
    }
    const weekStart = digestWeekDue(now, timezone);
    if (!weekStart) continue;
    const run = await claimDigestRun(deps.db, familyId, weekStart, now, DIGEST_LEASE_MS);
    if (!run) continue;
    result.claimed++;
    const sentTo = [...run.sentTo];
    try {
      const recipients = (await digestRecipients(deps.db, familyId)).filter(
        (r) => !sentTo.includes(r.memberId),
      );
      let content: DigestContent | null = null;
      for (const recipient of recipients) {
        content ??= await digestContent(deps, familyId, timezone, weekStart, now);
        const token = unsubscribeToken(deps.config.authSecret, recipient.memberId);
        await mailer.send(
          weeklyDigestMail(recipient.email, content, {
            weekUrl: `${deps.config.baseUrl}/week?start=${weekStart}`,
            unsubscribeUrl: `${deps.config.baseUrl}/unsubscribe/${token}`,
            oneClickUrl: `${deps.config.baseUrl}/api/unsubscribe/${token}`,
          }),
        );
        sentTo.push(recipient.memberId);
        await recordDigestSent(deps.db, run, sentTo);
        result.sent++;
      }
      await finishDigestRun(deps.db, run, now);
    } catch (error) {
      result.failed++;
      const message = error instanceof Error ? error.message : String(error);
      log.error({ familyId, weekStart, attempts: run.attempts, err: message }, 'weekly e-mail failed');
      if (run.attempts >= DIGEST_MAX_ATTEMPTS)
        await finishDigestRun(deps.db, run, now, `gave up: ${message}`);
      else await releaseDigestRun(deps.db, run, new Date(now.getTime() + DIGEST_RETRY_MS), message);
    }
  }
  return result;
}

/**
 * The weekly e-mail's timer in the server process (app.ts), like the file sweep: every DIGEST_TICK_MS, one tick
 * at a time. Only when mail really leaves the server (SMTP_URL): without it nothing is claimed, so turning SMTP
 * on later still sends that Sunday's e-mail.
 */
export function startDigestTimer(deps: AppDeps, mailer: () => Mailer, log: MailLogger): () => void {
  let running = false;
  const timer = setInterval(() => {
    const m = mailer();
    if (running || !m.enabled) return;
    running = true;
    runWeeklyDigests(deps, m, log)
      .catch((error: unknown) => log.error({ err: error }, 'weekly e-mail tick failed'))
      .finally(() => {
        running = false;
      });
  }, DIGEST_TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
