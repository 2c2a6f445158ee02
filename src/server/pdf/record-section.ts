import type { Content } from 'pdfmake/interfaces';
import type { IsoDate } from '../../shared/domain/dates';
import type { AppDeps } from '../deps';
import type { StudentKey } from '../scope/scope';

/** One child's records for one school year: what a record PDF, the year-end bundle and an evaluator link show. */
export interface RecordScope extends StudentKey {
  schoolYearId: string;
  /** The family's today: what 'so far' and the cover's date mean. */
  today: IsoDate;
}

/**
 * One part of the records (hours log, report cards, transcript, reading log, attendance calendar) as PDF content:
 * its own PDF wraps it in `baseDocument`, and the year-end bundle puts every part one after another, each from
 * a new page. Reads only the scope's family and child; an empty array when there is nothing to show.
 */
export type RecordSectionBuilder = (deps: AppDeps, scope: RecordScope) => Promise<Content[]>;
