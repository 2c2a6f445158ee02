import type { Content } from 'pdfmake/interfaces';
import type { AppDeps } from '../deps';

/** One child's records for one school year: what a record PDF, the year-end bundle and an evaluator link show. */
export interface RecordScope {
  userId: string;
  studentId: string;
  schoolYearId: string;
}

/**
 * One part of the records (hours log, report cards, transcript, reading log, attendance calendar) as PDF content:
 * its own PDF wraps it in `baseDocument`, and the year-end bundle puts every part one after another, each from
 * a new page. Reads only the scope's family and child; an empty array when there is nothing to show.
 */
export type RecordSectionBuilder = (deps: AppDeps, scope: RecordScope) => Promise<Content[]>;
