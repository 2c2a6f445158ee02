import type { Insertable, Selectable } from 'kysely';
import { readFlag, storedFlag, type StoredValues } from '../../db/stored-values';
import type { EvaluatorLinksTable } from '../../db/types';

/**
 * The `evaluator_links` table's row ↔ its values. A link holds the sha256 of its URL's token, never the token,
 * and is not part of the account export: a secret link does not travel with the family's data (like the
 * calendar feeds, ADR 020).
 */
export type StoredEvaluatorLink = StoredValues<EvaluatorLinksTable, { includePortfolio: boolean }>;

export function fromEvaluatorLinkRow(
  row: Omit<Selectable<EvaluatorLinksTable>, 'userId'>,
): StoredEvaluatorLink {
  return {
    id: row.id,
    studentId: row.studentId,
    schoolYearId: row.schoolYearId,
    label: row.label,
    tokenHash: row.tokenHash,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    createdAt: row.createdAt,
    includePortfolio: readFlag(row.includePortfolio),
    createdBy: row.createdBy,
  };
}

export function toEvaluatorLinkRow(
  userId: string,
  value: StoredEvaluatorLink,
): Insertable<EvaluatorLinksTable> {
  return { ...value, includePortfolio: storedFlag(value.includePortfolio), userId };
}
