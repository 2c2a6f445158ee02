import type { Content } from 'pdfmake/interfaces';
import { hoursLabel, scaleRanges } from '@shared/domain/grading';
import { reportCardMessages as m } from '@shared/messages/grading';
import { rangeLabel } from '@shared/messages/school-years';
import type { ReportCard } from '@shared/schemas/report-card';
import { dataTable, signatureLine } from '../../pdf/pdf-layout';
import type { RecordSectionBuilder } from '../../pdf/record-section';
import { yearReportCards } from './report-card.service';

/** Letters per row of the printed grading key. */
const KEY_COLUMNS = 7;

function gradingKey(scale: ReportCard['scale']): Content {
  const ranges = scaleRanges(scale);
  const rows: Content[] = [];
  for (let i = 0; i < ranges.length; i += KEY_COLUMNS) {
    const part = ranges.slice(i, i + KEY_COLUMNS);
    const pad = (cells: Content[]) => [
      ...cells,
      ...Array.from({ length: KEY_COLUMNS - cells.length }, () => ''),
    ];
    rows.push({
      table: {
        widths: Array.from({ length: KEY_COLUMNS }, () => '*'),
        body: [
          pad(part.map((r) => ({ text: r.letter, bold: true, alignment: 'center' as const }))),
          pad(part.map((r) => ({ text: r.range, style: 'muted', alignment: 'center' as const }))),
        ],
      },
      layout: 'noBorders',
      margin: [0, 0, 0, 4],
    });
  }
  return { stack: rows, unbreakable: true };
}

/** A report card's table as printed (the PDF and the evaluator's page): class, average, grade, hours. */
export const reportCardColumns = (): string[] => [
  m.classColumn,
  m.averageColumn,
  m.letterColumn,
  m.hoursColumn,
];
export function reportCardRows(card: ReportCard): string[][] {
  const rows = card.classes.map((c) => [
    c.teacherName ? `${c.title}\n${m.teacherLine(c.teacherName)}` : c.title,
    c.average == null ? m.noGrade : `${c.average} %`,
    c.letter ?? m.noGrade,
    hoursLabel(c.minutes),
  ]);
  if (card.hours.otherMinutes > 0) rows.push([m.otherSubjects, '', '', hoursLabel(card.hours.otherMinutes)]);
  return rows;
}

/** One term's report card as PDF content (a new page before it unless it is the first). */
export function reportCardContent(card: ReportCard, newPage: boolean): Content[] {
  const grade = card.student.gradeLevel ? ` · Grade ${card.student.gradeLevel}` : '';
  const rows = reportCardRows(card);
  const comments = card.classes.filter((c) => c.comment);
  const weighted = card.classes.some((c) => c.weighted);
  return [
    {
      text: `${m.pdfTitle} — ${card.term.name}`,
      style: 'title',
      ...(newPage ? { pageBreak: 'before' as const } : {}),
    },
    {
      text: `${card.student.name}${grade} · ${card.term.schoolYearName} · ${rangeLabel(card.term.startDate, card.term.endDate)}`,
      style: 'subtitle',
    },
    rows.length
      ? dataTable(reportCardColumns(), rows, ['*', 70, 50, 50], [1, 3])
      : { text: m.emptyTitle, style: 'muted' },
    ...(weighted
      ? [
          {
            text: `* ${m.weightedNote}: ${weightedClasses(card)}`,
            style: 'muted',
            margin: [0, 4, 0, 0],
          } as Content,
        ]
      : []),
    ...(comments.length
      ? [
          { text: 'Comments', style: 'heading' } as Content,
          ...comments.map((c): Content => ({
            margin: [0, 0, 0, 6],
            text: [{ text: `${c.title}: `, bold: true }, c.comment ?? ''],
          })),
        ]
      : []),
    { text: m.attendanceTitle, style: 'heading' },
    {
      columns: [
        { text: `${m.present}: ${card.attendance.present}` },
        { text: `${m.absent}: ${card.attendance.absent}` },
        { text: `${m.marked}: ${card.attendance.marked}` },
        { text: `${m.totalHours}: ${hoursLabel(card.hours.totalMinutes)}` },
      ],
    },
    { text: m.gradingKey, style: 'heading' },
    gradingKey(card.scale),
    signatureLine(m.signature),
  ];
}

const weightedClasses = (card: ReportCard) =>
  card.classes
    .filter((c) => c.weighted)
    .map((c) => c.title)
    .join(', ');

/**
 * Every term of the scope's school year with something recorded, one report card each (nothing when the year
 * has no terms or nothing was recorded).
 */
export const reportCardSection: RecordSectionBuilder = async (deps, scope) => {
  const child = { familyId: scope.familyId, studentId: scope.studentId };
  const cards = await yearReportCards(deps, child, scope.schoolYearId);
  return cards.flatMap((card, i) => reportCardContent(card, i > 0));
};
