/**
 * Evaluator links (ADR 022): a time-limited, read-only, revocable link to one child's records for one school
 * year. The rules the form, the server and the list share.
 */
export const MAX_EVALUATOR_LABEL = 100;
export const MIN_LINK_DAYS = 1;
export const MAX_LINK_DAYS = 90;
export const DEFAULT_LINK_DAYS = 30;
/** The links a child's list shows (newest first); older ones are long expired. */
export const MAX_LISTED_LINKS = 100;

export type EvaluatorLinkStatus = 'active' | 'expired' | 'revoked';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a link made at `now` for `days` days stops working (an ISO timestamp). */
export function linkExpiry(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString();
}

/** Revoked wins over expired: the parent's act is what the list should say. */
export function evaluatorLinkStatus(
  link: { expiresAt: string; revokedAt: string | null },
  now: Date,
): EvaluatorLinkStatus {
  if (link.revokedAt !== null) return 'revoked';
  return new Date(link.expiresAt).getTime() <= now.getTime() ? 'expired' : 'active';
}
