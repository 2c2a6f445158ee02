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

/**
 * How long a PDF's gathering (its reads and their mapping into the document) may hold the event loop before it
 * lets other requests run (ADR 057). A section of a year's bundle costs 0.5–1.5 ms there, and its queries follow
 * one another without a turn for anyone else (SQLite answers at once): the bundle yields between sections.
 */
export const GATHER_SLICE_MS = 1;
