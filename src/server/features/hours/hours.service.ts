import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { entryLocation } from '@shared/domain/class-place';
import { isCoreSubject, subjectOfClass } from '@shared/domain/core-subjects';
import { requirementProgress } from '@shared/domain/requirement-progress';
import { hoursMessages as m } from '@shared/messages/hours';
import {
  hourEntryInputSchema,
  type HourEntry,
  type HourEntryValues,
  type Progress,
  type RequirementProfile,
  type RequirementProfiles,
  requirementProfileInputSchema,
} from '@shared/schemas/hours';
import type { z } from 'zod';
import type { hourEntryPatchSchema } from '@shared/schemas/hours';
import { lockAccount } from '../../db/account-lock';
import { readFlag } from '../../db/stored-values';
import type { DB } from '../../db/types';
import type { AppDeps } from '../../deps';
import { AppError, fromZodError, notFound } from '../../http/app-error';
import type { RecordScope } from '../../pdf/record-section';
import type { StudentKey, StudentScope } from '../../scope/scope';
import * as repo from './hours.repository';
import { fromRequirementProfileRow, type StoredHourEntry } from './hours.rows';

type HourEntryPatchValues = z.output<typeof hourEntryPatchSchema>;
type ProfileInput = z.output<typeof requirementProfileInputSchema>;

/**
 * A lesson completion's hour entry, written in the completion's transaction (lesson-plan.service): the class's
 * subject and core flag as they are now, at home, the completion's minutes. A completion of 0 minutes logs no
 * hours. Un-completing removes the completion, and the entry with it (its foreign key cascades). A lesson's tick on
 * PostgreSQL writes the same entry in its one statement (lesson-progress/lesson-tick.repository.ts, ADR 058).
 */
export async function recordLessonHours(
  trx: Kysely<DB>,
  child: StudentKey,
  completion: {
    id: string;
    classId: string;
    date: string;
    minutes: number;
    recordedAt: string;
    recordedBy: string;
    /** A child's own note on a lesson taught together: the entry's note. */
    note?: string | null;
    /** A loop completion (ADR 041): the entry points at it instead. */
    loop?: boolean;
  },
): Promise<boolean> {
  if (completion.minutes < 1) return false;
  const cls = await repo.findClass(trx, child.familyId, completion.classId);
  if (!cls) return false;
  await repo.insertEntry(trx, child.familyId, {
    id: randomUUID(),
    studentId: child.studentId,
    date: completion.date,
    classId: cls.id,
    subject: subjectOfClass(cls),
    core: readFlag(cls.core),
    minutes: Math.min(1440, completion.minutes),
    // A class taught away from home (co-op, tutor, online) logs away (ADR 042).
    location: entryLocation('home', cls.place),
    note: completion.note ?? null,
    source: 'lesson',
    lessonCompletionId: completion.loop ? null : completion.id,
    ...(completion.loop ? { loopCompletionId: completion.id } : {}),
    recordedAt: completion.recordedAt,
    recordedBy: completion.recordedBy,
    updatedAt: completion.recordedAt,
    workSampleId: null,
  });
  return true;
}

/**
 * A child's kept work sample's hour entry ("I learned this", source 'child': the child's log), written in the
 * transaction that keeps the sample (added with 'Parent confirms' off, or confirmed): the sample's day, its class
 * (the class's subject and core flag as they are now) or its free subject (core from its name), at home, its
 * minutes, recorded by the child when they logged it. Nothing without minutes, or when the sample has neither a
 * class nor a subject any more (its class was deleted while it waited). The entry then stays in the log like any
 * other: deleting the sample later leaves it (work_sample_id is set null) and a parent edits it on the Hours page.
 */
export async function recordSampleHours(
  trx: Kysely<DB>,
  child: StudentKey,
  sample: {
    id: string;
    date: string;
    classId: string | null;
    subject: string | null;
    minutes: number | null;
    createdAt: string;
    createdBy: string;
  },
): Promise<boolean> {
  if (!sample.minutes || sample.minutes < 1) return false;
  const cls = sample.classId ? await repo.findClass(trx, child.familyId, sample.classId) : undefined;
  const subject = cls ? subjectOfClass(cls) : sample.subject?.trim();
  if (!subject) return false;
  await repo.insertEntry(trx, child.familyId, {
    id: randomUUID(),
    studentId: child.studentId,
    date: sample.date,
    classId: cls?.id ?? null,
    subject,
    core: cls ? readFlag(cls.core) : isCoreSubject(subject),
    minutes: Math.min(1440, sample.minutes),
    location: entryLocation('home', cls?.place),
    note: null,
    source: 'child',
    lessonCompletionId: null,
    recordedAt: sample.createdAt,
    recordedBy: sample.createdBy,
    updatedAt: new Date().toISOString(),
    workSampleId: sample.id,
  });
  return true;
}

/**
 * Before a lesson or a class (with its lessons and their completions) is deleted, in that transaction: the
 * hours its completions logged stay in the log (they can then be edited or deleted on the Hours page).
 */
export async function keepLessonHours(
  trx: Kysely<DB>,
  userId: string,
  of: { lessonId: string } | { classId: string },
): Promise<void> {
  await repo.detachLessonEntries(trx, userId, of);
}

/** A lesson's entry changes with its completion; one whose lesson was deleted is changed here. */
const tiedToLesson = (e: StoredHourEntry) => e.source === 'lesson' && e.lessonCompletionId !== null;

/** What an entry's form shows: its class, or its free subject. */
const asInput = (e: StoredHourEntry) => ({
  date: e.date,
  classId: e.classId,
  subject: e.classId ? null : e.subject,
  core: e.core,
  minutes: e.minutes,
  location: e.location,
  note: e.note,
});

/**
 * Hours (per child: the log, kept as it was recorded), the family's requirement profiles and a child's progress
 * towards theirs.
 */
export function hoursService(deps: AppDeps) {
  const { db, dialect, bus } = deps;

  /** The class's subject and core flag, or the free subject's (core as given, else from its name). */
  async function target(userId: string, values: HourEntryValues) {
    if (values.classId) {
      const cls = await repo.findClass(db, userId, values.classId);
      if (!cls) throw notFound(m.classNotFound);
      return { classId: cls.id, subject: subjectOfClass(cls), core: readFlag(cls.core) };
    }
    const subject = values.subject!;
    return { classId: null, subject, core: values.core ?? isCoreSubject(subject) };
  }

  async function progressOf(child: StudentKey, today: string, schoolYearId?: string): Promise<Progress> {
    // One statement (ADR 051): the child and their requirement, the year and its breaks, the year's minutes a day.
    const { child: who, year, logs } = await repo.readProgress(db, dialect, child, { schoolYearId, today });
    if (!who) throw notFound();
    if (schoolYearId && !year) throw notFound(m.yearNotFound);
    const profile = who.profile ? repo.toProfileDto(who.profile) : null;
    const stored = who.profile ? fromRequirementProfileRow(who.profile) : null;
    const entries = year ? logs : [];
    const computed = requirementProgress({
      profile: stored,
      child: { gradeLevel: who.gradeLevel, age: who.age },
      year: year ?? { startDate: today, endDate: today, weekdays: [] },
      breaks: year?.breaks ?? [],
      entries,
      today,
    });
    return {
      ...computed,
      studentId: child.studentId,
      today,
      schoolYear: year
        ? { id: year.id, name: year.name, startDate: year.startDate, endDate: year.endDate }
        : null,
      profile,
      status: year ? computed.status : 'no_year',
    };
  }

  return {
    async list(child: StudentKey, from: string, to: string): Promise<{ entries: HourEntry[] }> {
      return { entries: (await repo.listEntries(db, child, from, to)).map(repo.toHourEntryDto) };
    },

    /** A manual entry, recorded by `recordedBy` (the acting member) whose name is `recordedByName`. */
    async create(child: StudentScope, input: HourEntryValues): Promise<HourEntry> {
      const now = new Date().toISOString();
      const entry: StoredHourEntry = {
        id: randomUUID(),
        studentId: child.studentId,
        date: input.date,
        ...(await target(child.familyId, input)),
        minutes: input.minutes,
        location: input.location,
        note: input.note,
        source: 'manual',
        lessonCompletionId: null,
        recordedAt: now,
        recordedBy: child.actor.memberId,
        updatedAt: now,
        workSampleId: null,
      };
      await repo.insertEntry(db, child.familyId, entry);
      bus.publishChild(child, 'hours');
      return repo.toHourEntryDto({ ...entry, recordedByName: child.actor.name });
    },

    /** A manual entry's fields; a lesson's entry changes by un-completing the lesson (409). */
    async update(child: StudentKey, id: string, patch: HourEntryPatchValues): Promise<HourEntry> {
      const existing = await repo.findEntry(db, child, id);
      if (!existing) throw notFound(m.entryNotFound);
      if (tiedToLesson(existing)) throw new AppError('CONFLICT', m.lessonEntry);
      const defined: Record<string, unknown> = Object.fromEntries(
        Object.entries(patch).filter(([, v]) => v !== undefined),
      );
      // Choosing a class drops the free subject, and typing a subject drops the class.
      if (patch.classId) defined.subject = null;
      if (patch.subject) defined.classId = null;
      const merged: Record<string, unknown> = { ...asInput(existing), ...defined };
      // A new subject's core flag comes from its name unless given.
      if (patch.subject && patch.core === undefined) delete merged.core;
      const parsed = hourEntryInputSchema.safeParse(merged);
      if (!parsed.success) throw fromZodError(parsed.error);
      const values = parsed.data;
      const sameClass = values.classId !== null && values.classId === existing.classId;
      const next: repo.NamedHourEntry = {
        ...existing,
        date: values.date,
        // An entry for the same class keeps the subject and core it was recorded with.
        ...(sameClass ? {} : await target(child.familyId, values)),
        ...(values.classId === null ? { core: values.core ?? isCoreSubject(values.subject) } : {}),
        minutes: values.minutes,
        location: values.location,
        note: values.note,
        updatedAt: new Date().toISOString(),
      };
      const { recordedByName: _name, ...stored } = next;
      await repo.updateEntry(db, child, stored);
      bus.publishChild(child, 'hours');
      return repo.toHourEntryDto(next);
    },

    async remove(child: StudentKey, id: string): Promise<{ id: string }> {
      const existing = await repo.findEntry(db, child, id);
      if (!existing) throw notFound(m.entryNotFound);
      if (tiedToLesson(existing)) throw new AppError('CONFLICT', m.lessonEntry);
      await repo.deleteEntry(db, child, id);
      bus.publishChild(child, 'hours');
      return { id };
    },

    async profiles(userId: string): Promise<RequirementProfiles> {
      const [lists, picks] = await Promise.all([repo.listProfiles(db, userId), repo.picks(db, userId)]);
      return { ...lists, picks };
    },

    /**
     * The child's requirement: a template makes the family's copy (or reuses the copy the family made of it
     * before, so brothers and sisters share one), a copy is used as it is, null clears.
     */
    async pick(
      child: StudentKey,
      profileId: string | null,
    ): Promise<{ studentId: string; profile: RequirementProfile | null }> {
      const profile = await db.transaction().execute(async (trx) => {
        if (profileId === null) {
          await repo.setPick(trx, child, null);
          return null;
        }
        await lockAccount(trx, child.familyId);
        const found = await repo.findProfile(trx, child.familyId, profileId);
        if (!found) throw notFound(m.profileNotFound);
        let row = found;
        if (found.userId === null) {
          row =
            (found.templateKey ? await repo.findCopyOf(trx, child.familyId, found.templateKey) : undefined) ??
            (await repo.insertProfile(trx, child.familyId, {
              ...fromRequirementProfileRow(found),
              id: randomUUID(),
              createdAt: new Date().toISOString(),
              updatedAt: new Date().toISOString(),
            }));
        }
        await repo.setPick(trx, child, row.id);
        return repo.toProfileDto(row);
      });
      bus.publish(child.familyId, 'requirement-profiles', 'hours');
      return { studentId: child.studentId, profile };
    },

    /**
     * Edits the family's copy. Its figures are then the family's own: the state's source and date go, so no page
     * says they are the state's.
     */
    async editProfile(userId: string, id: string, input: ProfileInput): Promise<RequirementProfile> {
      const found = await repo.findProfile(db, userId, id);
      if (!found) throw notFound(m.profileNotFound);
      if (found.userId === null) throw new AppError('CONFLICT', m.templateNotEditable);
      const current = fromRequirementProfileRow(found);
      const next = {
        ...current,
        name: input.name,
        rule: input.rule,
        targetDays: input.targetDays,
        hoursByGrade: input.hoursByGrade,
        coreHours: input.coreHours,
        coreHomeHours: input.coreHomeHours,
        minMinutesPerDay: input.minHoursPerDay === null ? null : Math.round(input.minHoursPerDay * 60),
        source: null,
        checkedOn: null,
        updatedAt: new Date().toISOString(),
      };
      await repo.updateProfile(db, userId, next);
      bus.publish(userId, 'requirement-profiles', 'hours');
      return { ...repo.toProfileDto({ ...found, ...next, hoursByGrade: JSON.stringify(next.hoursByGrade) }) };
    },

    /** The child's progress for a school year (default: the one today is in). */
    async progress(child: StudentScope, schoolYearId?: string): Promise<Progress> {
      return progressOf(child, child.today, schoolYearId);
    },

    /** The same for a record's year (the PDF sections). */
    progressForYear: (scope: RecordScope): Promise<Progress> =>
      progressOf(scope, scope.today, scope.schoolYearId),
  };
}

export type HoursService = ReturnType<typeof hoursService>;
