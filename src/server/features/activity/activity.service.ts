import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ACTIVITY_LIST_LIMIT,
  activityCutoff,
  EXPORT_ALERT_WINDOW_MS,
  exportNeedsAlert,
  type ActivityKind,
} from '@shared/domain/activity';
import type { ActivityEntry } from '@shared/schemas/activity';
import type { DB } from '../../db/types';
import type { Mailer } from '../../mail/mailer';
import { exportAlertMail } from '../../mail/templates';
import * as repo from './activity.repository';

/** One thing done to the family's account, as the code that saw it reports it. */
export interface ActivityEvent {
  familyId: string;
  kind: ActivityKind;
  /** The member who did it (null: nobody signed in, e.g. an invite accepted by a new adult). */
  actorId: string | null;
  actorName: string;
  detail?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
}

/** Kinds whose entry says whether the device (browser) is new for this member. */
const DEVICE_KINDS: readonly ActivityKind[] = ['sign-in', 'export'];

/**
 * The account activity log (issue 39, ADR 032): records what was done to a family's account, answers the
 * parent's list, keeps 400 days (older entries go as new ones are written), and tells the parent by mail of
 * several exports in an hour or an export from a new device (when SMTP is set).
 */
export function activityLog(deps: {
  db: Kysely<DB>;
  mailer: () => Mailer | null;
  baseUrl: string;
  log: () => Pick<FastifyBaseLogger, 'error'>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function alertExport(familyId: string, at: Date, entry: { newDevice: boolean; device: string }) {
    const mailer = deps.mailer();
    if (!mailer?.enabled) return;
    const recent = await repo.countSince(
      db,
      familyId,
      'export',
      new Date(at.getTime() - EXPORT_ALERT_WINDOW_MS).toISOString(),
    );
    if (!exportNeedsAlert(recent, entry.newDevice)) return;
    const to = await repo.parentEmail(db, familyId);
    if (!to) return;
    await mailer.send(
      exportAlertMail({
        to,
        exportsInLastHour: recent,
        newDevice: entry.newDevice,
        device: entry.device,
        url: `${deps.baseUrl}/settings`,
      }),
    );
  }

  return {
    /** Writes one entry (and prunes the family's entries past 400 days). Never fails the request it records. */
    async record(event: ActivityEvent): Promise<void> {
      try {
        const at = now();
        const userAgent = event.userAgent ?? null;
        const newDevice =
          DEVICE_KINDS.includes(event.kind) && event.actorId !== null && userAgent !== null
            ? !(await repo.seenDevice(db, event.familyId, event.actorId, userAgent))
            : false;
        await repo.insertActivity(db, event.familyId, {
          id: crypto.randomUUID(),
          at: at.toISOString(),
          kind: event.kind,
          actorId: event.actorId,
          actorName: event.actorName.slice(0, 320),
          detail: event.detail?.slice(0, 200) ?? null,
          ipAddress: event.ipAddress ?? null,
          userAgent: userAgent?.slice(0, 500) ?? null,
          newDevice,
        });
        await repo.pruneActivity(db, event.familyId, activityCutoff(at));
        if (event.kind === 'export')
          await alertExport(event.familyId, at, { newDevice, device: userAgent ?? 'an unknown browser' });
      } catch (err) {
        deps.log().error({ err, kind: event.kind }, 'account activity could not be recorded');
      }
    },

    /** The family's entries of the last 400 days, newest first (at most 200); older ones are pruned first. */
    async list(familyId: string): Promise<ActivityEntry[]> {
      const cutoff = activityCutoff(now());
      await repo.pruneActivity(db, familyId, cutoff);
      const rows = await repo.listActivity(db, familyId, cutoff, ACTIVITY_LIST_LIMIT);
      return rows.map(({ actorId: _actor, ...entry }) => entry);
    },
  };
}

export type ActivityLog = ReturnType<typeof activityLog>;
