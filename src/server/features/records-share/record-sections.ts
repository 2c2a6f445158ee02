import { recordsShareMessages as m } from '@shared/messages/records-share';
import type { RecordSectionBuilder } from '../../pdf/record-section';
import { hoursLogSection } from '../hours/hours-log.pdf';
import { readingLogSection } from '../reading-log/reading-log.pdf';
import { reportCardSection } from '../report-card/report-card.pdf';
import { transcriptSection } from '../transcript/transcript.pdf';
import { attendanceCalendarSection } from './attendance-calendar.pdf';

export interface RecordSection {
  /** The PDF's name in an evaluator link (`/api/evaluator/:token/<key>.pdf`) and the bundle's order. */
  key: string;
  title: string;
  build: RecordSectionBuilder;
}

/**
 * The record sections of the year-end bundle and of an evaluator link, in the bundle's order: attendance
 * calendar, hours log, report cards, transcript, reading log. Adding a section is one line here. A section that
 * builds [] (nothing to show) is left out of the bundle.
 */
export const RECORD_SECTIONS: readonly RecordSection[] = [
  { key: 'attendance', title: m.attendanceCalendar, build: attendanceCalendarSection },
  { key: 'hours', title: m.hoursLog, build: hoursLogSection },
  { key: 'report-card', title: m.reportCards, build: reportCardSection },
  { key: 'transcript', title: m.transcript, build: transcriptSection },
  { key: 'reading-log', title: m.readingLog, build: readingLogSection },
];

export const findSection = (key: string): RecordSection | undefined =>
  RECORD_SECTIONS.find((s) => s.key === key);
