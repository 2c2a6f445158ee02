import { classGrade, DEFAULT_GRADING_SCALE, letterFor, type CategoryWeight } from '@shared/domain/grading';
import { reportCardMessages as m } from '@shared/messages/grading';
import type { ReportCard, ReportCardCommentInput } from '@shared/schemas/report-card';
import { lockAccount } from '../../db/account-lock';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/app-error';
import type { StudentKey } from '../../scope/scope';
import * as repo from './report-card.repository';
import { isEnrolled } from '../../scope/access';

/**
 * One child's report card for one term: per class the child is enrolled in with work in the
 * term (assignments dated in it, hours logged in it, or a comment) the average of the term's assignments with
 * its letter from the family's scale, the comment and the class's hours; the term's attendance and hours.
 * Read in one statement (ADR 051); not the family's term: 404.
 */
export async function buildReportCard(
  deps: Pick<AppDeps, 'db' | 'dialect'>,
  child: StudentKey,
  termId: string,
): Promise<ReportCard> {
  const read = await repo.readReportCard(deps.db, deps.dialect, child, termId);
  const { term, student, classes, work, attendance, minutes, comments, weights } = read;
  if (!term) throw notFound(m.termNotFound);
  if (!student) throw notFound();
  const scale = read.scale.length ? read.scale : [...DEFAULT_GRADING_SCALE];
  const weightsOf = new Map<string, CategoryWeight[]>();
  for (const w of weights) weightsOf.set(w.classId, [...(weightsOf.get(w.classId) ?? []), w]);
  const workOf = new Map<string, repo.TermWork[]>();
  for (const a of work) workOf.set(a.classId, [...(workOf.get(a.classId) ?? []), a]);
  const minutesOf = new Map(minutes.map((r) => [r.classId, r.minutes]));
  const commentOf = new Map(comments.map((c) => [c.classId, c.comment]));

  const cards = classes
    .filter((c) => workOf.has(c.id) || minutesOf.has(c.id) || commentOf.has(c.id))
    .map((c) => {
      const grade = classGrade(workOf.get(c.id) ?? [], weightsOf.get(c.id) ?? []);
      return {
        classId: c.id,
        title: c.title,
        emoji: c.emoji,
        teacherName: c.teacherName,
        average: grade.average,
        letter: letterFor(grade.average, scale),
        weighted: grade.weighted,
        counted: grade.counted,
        uncounted: grade.uncounted,
        minutes: minutesOf.get(c.id) ?? 0,
        comment: commentOf.get(c.id) ?? null,
      };
    });
  const totalMinutes = minutes.reduce((sum, r) => sum + r.minutes, 0);
  const shownMinutes = cards.reduce((sum, c) => sum + c.minutes, 0);
  return {
    student: { id: student.id, name: student.name, gradeLevel: student.gradeLevel },
    term,
    classes: cards,
    attendance,
    hours: { totalMinutes, otherMinutes: totalMinutes - shownMinutes },
    scale,
  };
}

/** A term with no class, no attendance mark and no hours for the child has no card to show. */
const hasRecords = (card: ReportCard): boolean =>
  card.classes.length > 0 || card.attendance.marked > 0 || card.hours.totalMinutes > 0;

/**
 * The report cards of a school year of the family: one per term with something recorded, in date order (none
 * when the year has no terms, or is not the family's). The report card PDFs of the year-end bundle and the
 * evaluator's page both read this.
 */
export async function yearReportCards(
  deps: Pick<AppDeps, 'db' | 'dialect'>,
  child: StudentKey,
  schoolYearId: string,
): Promise<ReportCard[]> {
  const terms = await repo.yearTerms(deps.db, child.familyId, schoolYearId);
  const cards: ReportCard[] = [];
  for (const term of terms) {
    const card = await buildReportCard(deps, child, term.id);
    if (hasRecords(card)) cards.push(card);
  }
  return cards;
}

export function reportCardService(deps: AppDeps) {
  const { db, bus } = deps;

  return {
    async reportCard(child: StudentKey, termId: string): Promise<ReportCard> {
      return buildReportCard(deps, child, termId);
    },

    /** Sets the class's comment for the term (an empty comment removes it). */
    async setComment(child: StudentKey, input: ReportCardCommentInput) {
      const key = { termId: input.termId, classId: input.classId };
      await db.transaction().execute(async (trx) => {
        await lockAccount(trx, child.familyId);
        if (!(await repo.findTerm(trx, child.familyId, input.termId))) throw notFound(m.termNotFound);
        if (!(await isEnrolled(trx, child, input.classId))) throw notFound(m.classNotFound);
        if (input.comment === '') await repo.deleteComment(trx, child, key);
        else await repo.saveComment(trx, child, key, input.comment);
      });
      bus.publishChild(child, 'report-card');
      return { ...key, comment: input.comment === '' ? null : input.comment };
    },
  };
}
