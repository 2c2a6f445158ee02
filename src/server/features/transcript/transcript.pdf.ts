import type { Content } from 'pdfmake/interfaces';
import { COURSE_LEVEL_LABELS, gradingKeyEntries, formatCredits, formatGpa } from '@shared/domain/gpa';
import {
  courseGradeText as gradeText,
  gpaBonusText as bonus,
  gradePointsText as points,
  transcriptMessages as m,
} from '@shared/messages/transcript';
import type { Transcript, TranscriptCourse } from '@shared/schemas/transcript';
import type { AppDeps } from '../../deps';
import { baseDocument, dataTable, signatureLine } from '../../pdf/pdf-layout';
import type { RecordSectionBuilder } from '../../pdf/record-section';
import { downloadName } from '../../http/download-name';
import { renderPdf } from '../../pdf/render-pdf';
import type { StudentKey } from '../../scope/scope';
import * as repo from './transcript.repository';
import { buildTranscript } from './transcript.service';

/** 'Cumulative GPA 3.85 unweighted / 4.10 weighted · 4.0 credits earned', as the PDF and the evaluator's page say it. */
export const cumulativeLine = (t: Transcript): string =>
  `${m.cumulative} GPA ${formatGpa(t.cumulative.unweighted)} ${m.unweighted.toLowerCase()} / ${formatGpa(t.cumulative.weighted)} ${m.weighted.toLowerCase()} · ${formatCredits(t.cumulative.creditsEarned)} ${m.creditsEarned.toLowerCase()}`;

/** A year's course table as printed: course, level, credits, grade, letter, points, weighted points. */
export const courseColumns = (): string[] => [
  m.columnCourse,
  m.columnLevel,
  m.columnCredits,
  m.columnGrade,
  'Letter',
  'Points',
  m.weighted,
];
export const courseRow = (c: TranscriptCourse): string[] => [
  c.teacherName ? `${c.title}\n${m.teacherLine(c.teacherName)}` : c.title,
  COURSE_LEVEL_LABELS[c.level],
  formatCredits(c.credits),
  gradeText(c),
  c.letter ?? '—',
  points(c.points),
  points(c.weightedPoints),
];

/** The note under the grading key: the scale and the weighted GPA's bonuses. */
export const gradingKeyNote = ({ settings: s }: Transcript): string =>
  m.gradingKeyNote(bonus(s.honorsBonus), bonus(s.apBonus), bonus(s.dualBonus));

/** The transcript's content: the years with their courses and GPA, the summary, the grading key, the signature. */
export function transcriptContent(name: string, t: Transcript): Content[] {
  const content: Content[] = [
    { text: m.pdfTitle, style: 'title' },
    {
      text: `${m.pdfStudent(name)} · ${cumulativeLine(t)}`,
      style: 'subtitle',
    },
  ];
  for (const year of t.years) {
    content.push({ text: m.pdfGradeLevel(year.gradeLevel, year.yearLabel), style: 'heading' });
    content.push(
      dataTable(courseColumns(), year.courses.map(courseRow), ['*', 70, 45, 60, 40, 40, 50], [2, 5, 6]),
    );
    content.push({
      text: m.yearSummary(
        formatGpa(year.unweighted),
        formatGpa(year.weighted),
        formatCredits(year.creditsEarned),
      ),
      style: 'muted',
      margin: [0, 4, 0, 0],
    });
  }
  content.push({ text: m.gpaTitle, style: 'heading' });
  content.push(
    dataTable(
      ['', m.unweighted, m.weighted, m.creditsEarned],
      [
        ...t.years.map((y) => [
          m.pdfGradeLevel(y.gradeLevel, y.yearLabel),
          formatGpa(y.unweighted),
          formatGpa(y.weighted),
          formatCredits(y.creditsEarned),
        ]),
        [
          m.cumulative,
          formatGpa(t.cumulative.unweighted),
          formatGpa(t.cumulative.weighted),
          formatCredits(t.cumulative.creditsEarned),
        ],
      ],
      ['*', 80, 80, 90],
      [1, 2, 3],
    ),
  );
  content.push({ text: m.gradingKey, style: 'heading' });
  const key = gradingKeyEntries(t.scale);
  content.push({ text: key.join('   ·   '), style: 'muted' });
  content.push({
    text: gradingKeyNote(t),
    style: 'muted',
    margin: [0, 4, 0, 0],
  });
  content.push(signatureLine(m.signature));
  return content;
}

/**
 * The whole high-school transcript of the scope's child (every year: the scope's school year is only what the
 * year-end bundle asks for). Nothing when the child has no course.
 */
export const transcriptSection: RecordSectionBuilder = async (deps, scope) => {
  const child = { familyId: scope.familyId, studentId: scope.studentId };
  const [name, transcript] = await Promise.all([
    repo.studentName(deps.db, child),
    buildTranscript(deps.db, child),
  ]);
  if (transcript.years.length === 0) return [];
  return transcriptContent(name ?? '', transcript);
};

/** The transcript PDF of one child (GET …/transcript.pdf). */
export async function transcriptPdf(
  deps: AppDeps,
  child: StudentKey,
): Promise<{ pdf: Buffer; filename: string }> {
  const [name = '', transcript] = await Promise.all([
    repo.studentName(deps.db, child),
    buildTranscript(deps.db, child),
  ]);
  const content =
    transcript.years.length > 0
      ? transcriptContent(name, transcript)
      : [
          { text: m.pdfTitle, style: 'title' },
          { text: m.pdfStudent(name), style: 'subtitle' },
          { text: m.emptyTitle },
        ];
  const pdf = await renderPdf(baseDocument(`${m.pdfTitle} — ${name}`, content as Content[]), {
    footer: `${m.pdfTitle} · ${name}`,
  });
  return { pdf, filename: downloadName('transcript', [name], 'pdf') };
}
