import type { Content } from 'pdfmake/interfaces';
import { readingLogMessages as m } from '@shared/messages/reading-log';
import { dateLabel } from '@shared/messages/school-years';
import { MAX_READING_LIST, type ReadingLog } from '@shared/schemas/reading-log';
import type { AppDeps } from '../../deps';
import { baseDocument, dataTable } from '../../pdf/pdf-layout';
import type { RecordScope, RecordSectionBuilder } from '../../pdf/record-section';
import { downloadName } from '../../http/download-name';
import { renderPdf } from '../../pdf/render-pdf';
import * as repo from './reading-log.repository';
import { readingLogFor, readingWindow } from './reading-log.service';

const day = (iso: string | null) => (iso ? dateLabel(iso) : '—');

/** The reading log's columns, and a book's row as the PDF and the evaluator's page print it ('—': not recorded). */
export const bookColumns = (): string[] => [
  m.title,
  m.author,
  m.startedOn,
  m.finishedOn,
  m.minutes,
  m.pages,
  m.linkedClass,
];
export const bookRow = (b: ReadingLog['books'][number]): (string | number)[] => [
  b.isbn ? `${b.title}\nISBN ${b.isbn}` : b.title,
  b.author ?? '—',
  day(b.startedOn),
  day(b.finishedOn),
  b.minutes ?? '—',
  b.pages ?? '—',
  b.className ?? '—',
];

/** The reading log's content: the books of the year with their totals. */
export function readingLogContent(name: string, yearName: string, log: ReadingLog): Content[] {
  return [
    { text: m.pdfTitle, style: 'title' },
    { text: m.pdfSubtitle(name, yearName), style: 'subtitle' },
    dataTable(bookColumns(), log.books.map(bookRow), ['*', 76, 64, 64, 40, 34, 56], [4, 5]),
    {
      text: m.totals(log.totals.books, log.totals.minutes, log.totals.pages),
      bold: true,
      margin: [0, 8, 0, 0],
    },
  ];
}

async function yearLog(deps: AppDeps, scope: RecordScope) {
  const child = { familyId: scope.familyId, studentId: scope.studentId };
  const window = await readingWindow(deps.db, scope.familyId, { schoolYearId: scope.schoolYearId });
  const [name, log] = await Promise.all([
    repo.studentName(deps.db, child),
    readingLogFor(deps.db, child, window, MAX_READING_LIST),
  ]);
  return { name: name ?? '', yearName: window.yearName ?? '', log };
}

/** The books of the scope's school year (nothing when the child read none that year). */
export const readingLogSection: RecordSectionBuilder = async (deps, scope) => {
  const { name, yearName, log } = await yearLog(deps, scope);
  return log.books.length ? readingLogContent(name, yearName, log) : [];
};

/** The reading log PDF of one child and school year (GET …/reading-log.pdf?schoolYearId=). */
export async function readingLogPdf(
  deps: AppDeps,
  scope: RecordScope,
): Promise<{ pdf: Buffer; filename: string }> {
  const { name, yearName, log } = await yearLog(deps, scope);
  const content: Content[] = log.books.length
    ? readingLogContent(name, yearName, log)
    : [
        { text: m.pdfTitle, style: 'title' },
        { text: m.pdfSubtitle(name, yearName), style: 'subtitle' },
        { text: m.pdfEmpty },
      ];
  const pdf = await renderPdf(baseDocument(`${m.pdfTitle} — ${name}`, content), {
    footer: `${m.pdfTitle} · ${name} · ${yearName}`,
  });
  return { pdf, filename: downloadName('reading-log', [name, yearName], 'pdf') };
}
