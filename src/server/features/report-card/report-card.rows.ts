import type { Selectable } from 'kysely';
import type { StoredValues } from '../../db/stored-values';
import type { ReportCardCommentsTable } from '../../db/types';

/** The `report_card_comments` table's row ↔ its values: for the repository and the account export/import. */

export type StoredComment = StoredValues<ReportCardCommentsTable>;

export function fromCommentRow(row: Omit<Selectable<ReportCardCommentsTable>, 'userId'>): StoredComment {
  return {
    studentId: row.studentId,
    termId: row.termId,
    classId: row.classId,
    comment: row.comment,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toCommentRow(userId: string, value: StoredComment): Selectable<ReportCardCommentsTable> {
  return { ...value, userId };
}
