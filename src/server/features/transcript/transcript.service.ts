import { randomUUID } from 'node:crypto';
import { classGrade } from '@shared/domain/grading';
import {
  DEFAULT_TRANSCRIPT_SETTINGS,
  courseResult,
  creditsFromMinutes,
  gpaSummary,
  type GpaCourse,
} from '@shared/domain/gpa';
import { transcriptMessages as m } from '@shared/messages/transcript';
import {
  MAX_TRANSCRIPT_COURSES,
  courseProblem,
  type CoursePatch,
  type RecordsSettings,
  type Transcript,
  type TranscriptCourse,
  type TranscriptYear,
  courseInputSchema,
} from '@shared/schemas/transcript';
import type { z } from 'zod';
import { lockAccount } from '../../db/account-lock';
import type { AppDeps } from '../../deps';
import { AppError, notFound, validationFailed } from '../../http/app-error';
import type { StudentKey } from '../../scope/scope';
import * as repo from './transcript.repository';
import type { StoredTranscriptCourse } from './transcript.rows';
import { familyScale } from '../grading/grading.service';
import { isFamilyClass } from '../../scope/access';

type CourseValues = z.output<typeof courseInputSchema>;
type Db = AppDeps['db'];

/** The family's transcript settings (the defaults until the family saves its own). */
export async function readSettings(db: Db, userId: string): Promise<RecordsSettings> {
  const stored = await repo.findSettings(db, userId);
  if (!stored) return { ...DEFAULT_TRANSCRIPT_SETTINGS };
  const { hoursPerCredit, honorsBonus, apBonus, dualBonus } = stored;
  return { hoursPerCredit, honorsBonus, apBonus, dualBonus };
}

/**
 * The child's whole transcript (every year): each course with its credits (entered, else from the linked
 * class's hours) and grade (entered, else the class average), grouped by grade level and year, with the GPA of
 * each year and the cumulative GPA, letters on the family's grading scale. The page, the PDF and the year-end bundle read this one function.
 */
export async function buildTranscript(db: Db, child: StudentKey): Promise<Transcript> {
  const [settings, courses, scale] = await Promise.all([
    readSettings(db, child.familyId),
    repo.listCourses(db, child),
    familyScale({ db }, child.familyId),
  ]);
  const classIds = [...new Set(courses.map((c) => c.classId).filter((id): id is string => id != null))];
  const [titles, minutes, grades, weights] = await Promise.all([
    repo.classTitles(db, child.familyId, classIds),
    repo.minutesByClass(db, child, classIds),
    repo.gradesByClass(db, child, classIds),
    repo.weightsByClass(db, child.familyId, classIds),
  ]);
  // The class's average as the report card and the grades page give it (weighted when the class has categories).
  const averages = new Map(
    classIds.map(
      (id) =>
        [
          id,
          classGrade(
            grades.filter((g) => g.classId === id),
            weights.filter((w) => w.classId === id),
          ).average,
        ] as const,
    ),
  );

  const dtos = courses.map((c): TranscriptCourse => {
    const classMinutes = c.classId ? (minutes.get(c.classId) ?? 0) : null;
    const creditsFromHours =
      classMinutes == null ? null : creditsFromMinutes(classMinutes, settings.hoursPerCredit);
    const credits = c.credits ?? creditsFromHours ?? 0;
    const average = c.classId ? (averages.get(c.classId) ?? null) : null;
    const percent = c.level === 'pass_fail' ? null : (c.finalPercent ?? average);
    const gpaCourse: GpaCourse = { credits, level: c.level, percent, passed: c.passed };
    const result = courseResult(gpaCourse, settings, scale);
    return {
      id: c.id,
      title: c.title,
      yearLabel: c.yearLabel,
      gradeLevel: c.gradeLevel,
      classId: c.classId,
      className: c.classId ? (titles.get(c.classId)?.title ?? null) : null,
      teacherName: c.classId ? (titles.get(c.classId)?.teacherName ?? null) : null,
      level: c.level,
      creditsEntered: c.credits,
      creditsFromHours,
      credits,
      classMinutes,
      finalPercent: c.finalPercent,
      classAverage: average,
      percent,
      passed: c.passed,
      ...result,
    };
  });

  const asGpa = (c: TranscriptCourse): GpaCourse => ({
    credits: c.credits,
    level: c.level,
    percent: c.percent,
    passed: c.passed,
  });
  const years: TranscriptYear[] = [];
  for (const course of [...dtos].sort(
    (a, b) =>
      a.gradeLevel - b.gradeLevel ||
      a.yearLabel.localeCompare(b.yearLabel) ||
      a.title.localeCompare(b.title) ||
      a.id.localeCompare(b.id),
  )) {
    const last = years.at(-1);
    if (last && last.gradeLevel === course.gradeLevel && last.yearLabel === course.yearLabel)
      last.courses.push(course);
    else
      years.push({
        gradeLevel: course.gradeLevel,
        yearLabel: course.yearLabel,
        courses: [course],
        ...gpaSummary([], settings, scale),
      });
  }
  for (const year of years) Object.assign(year, gpaSummary(year.courses.map(asGpa), settings, scale));
  return { settings, scale, years, cumulative: gpaSummary(dtos.map(asGpa), settings, scale) };
}

function checkCourse(values: Parameters<typeof courseProblem>[0]): void {
  const problem = courseProblem(values);
  if (problem) throw validationFailed(problem.message, { [problem.field]: problem.message });
}

/** The child's transcript courses and the family's transcript settings. */
export function transcriptService(deps: AppDeps) {
  const { db } = deps;

  const findCourseDto = async (child: StudentKey, id: string): Promise<TranscriptCourse> => {
    const transcript = await buildTranscript(db, child);
    const course = transcript.years.flatMap((y) => y.courses).find((c) => c.id === id);
    if (!course) throw notFound(m.notFound);
    return course;
  };

  return {
    get: (child: StudentKey): Promise<Transcript> => buildTranscript(db, child),

    async create(child: StudentKey, input: CourseValues): Promise<TranscriptCourse> {
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        await lockAccount(trx, child.familyId);
        if (input.classId && !(await isFamilyClass(trx, child.familyId, input.classId)))
          throw notFound(m.classNotFound);
        if ((await repo.countCourses(trx, child)) >= MAX_TRANSCRIPT_COURSES)
          throw new AppError('CONFLICT', m.tooMany(MAX_TRANSCRIPT_COURSES));
        const now = new Date().toISOString();
        await repo.insertCourse(trx, child.familyId, {
          id,
          studentId: child.studentId,
          classId: input.classId,
          title: input.title,
          yearLabel: input.yearLabel,
          gradeLevel: input.gradeLevel,
          credits: input.credits,
          level: input.level,
          finalPercent: input.level === 'pass_fail' ? null : input.finalPercent,
          passed: input.level === 'pass_fail' ? input.passed : null,
          createdAt: now,
          updatedAt: now,
        });
      });
      deps.bus.publishChild(child, 'transcript');
      return findCourseDto(child, id);
    },

    async update(child: StudentKey, id: string, patch: CoursePatch): Promise<TranscriptCourse> {
      await db.transaction().execute(async (trx) => {
        const current = await repo.findCourse(trx, child, id);
        if (!current) throw notFound(m.notFound);
        const next: StoredTranscriptCourse = { ...current };
        for (const key of Object.keys(patch) as (keyof CoursePatch)[]) {
          if (patch[key] !== undefined) (next as Record<string, unknown>)[key] = patch[key];
        }
        // A change of level clears what the new level does not use.
        if (patch.level !== undefined && patch.level !== current.level) {
          if (next.level === 'pass_fail' && patch.finalPercent === undefined) next.finalPercent = null;
          if (next.level !== 'pass_fail' && patch.passed === undefined) next.passed = null;
        }
        checkCourse(next);
        if (
          next.classId &&
          next.classId !== current.classId &&
          !(await isFamilyClass(trx, child.familyId, next.classId))
        )
          throw notFound(m.classNotFound);
        next.updatedAt = new Date().toISOString();
        await repo.updateCourse(trx, child.familyId, next);
      });
      deps.bus.publishChild(child, 'transcript');
      return findCourseDto(child, id);
    },

    async remove(child: StudentKey, id: string): Promise<void> {
      if (!(await repo.deleteCourse(db, child, id))) throw notFound(m.notFound);
      deps.bus.publishChild(child, 'transcript');
    },

    getSettings: (userId: string): Promise<RecordsSettings> => readSettings(db, userId),

    async putSettings(userId: string, input: RecordsSettings): Promise<RecordsSettings> {
      await db.transaction().execute(async (trx) => {
        const current = await repo.findSettings(trx, userId);
        const now = new Date().toISOString();
        await repo.saveSettings(trx, userId, {
          ...input,
          createdAt: current?.createdAt ?? now,
          updatedAt: now,
        });
      });
      deps.bus.publish(userId, 'records-settings');
      return readSettings(db, userId);
    },
  };
}
