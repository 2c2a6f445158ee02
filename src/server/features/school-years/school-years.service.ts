import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  MAX_BREAKS_PER_YEAR,
  MAX_SCHOOL_YEARS,
  breaksClash,
  nonSchoolWeekdays,
  presetTerms,
  rangeInside,
  rangesOverlap,
  termsProblem,
  yearProblem,
  type DateRange,
  type SchoolWeek,
} from '@shared/domain/school-year';
import { schoolYearMessages as m } from '@shared/messages/school-years';
import type {
  Break,
  BreakPatchValues,
  BreakValues,
  SchoolYear,
  SchoolYearPatchValues,
  SchoolYearValues,
  TermsInput,
} from '@shared/schemas/school-years';
import { lockAccount } from '../../db/account-lock';
import type { DB } from '../../db/types';
import type { AppDeps } from '../../deps';
import { AppError, notFound, validationFailed } from '../../http/app-error';
import * as repo from './school-years.repository';
import type { StoredSchoolYear, StoredTerm } from './school-years.rows';

type Db = Kysely<DB>;

const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * May a class with these weekdays belong to the family's year `yearId`? The year must be the family's (else
 * 404) and every weekday of the class one of its school days (else 400 naming the days). The classes service
 * calls it inside its write's transaction; it takes the account's lock first, so a change of the year's
 * weekdays (which checks the year's classes under the same lock) cannot pass the class in between.
 */
export async function checkClassYear(
  db: Db,
  userId: string,
  yearId: string,
  daysOfWeek: readonly number[],
): Promise<void> {
  await lockAccount(db, userId);
  const year = await repo.findYear(db, userId, yearId);
  if (!year) throw notFound(m.notFound);
  const off = nonSchoolWeekdays(daysOfWeek, year.weekdays);
  if (off.length) {
    const message = m.notSchoolDays(off, year.name);
    throw validationFailed(message, { daysOfWeek: message });
  }
}

/** The year's terms from a preset or a list (the list already checked to lie inside the year, in order). */
function termsFor(year: StoredSchoolYear, terms: TermsInput, breaks: readonly DateRange[]): StoredTerm[] {
  const ranges = typeof terms === 'string' ? presetTerms(year, terms, breaks) : terms;
  return ranges.map((t) => ({
    id: randomUUID(),
    schoolYearId: year.id,
    name: t.name,
    startDate: t.startDate,
    endDate: t.endDate,
    createdAt: year.updatedAt,
  }));
}

/** A year's own rules and a given list of terms: 400 with the field's message. */
function checkYearShape(year: SchoolWeek, terms: TermsInput | undefined): void {
  const problem = yearProblem(year);
  if (problem) throw validationFailed(problem.message, { [problem.field]: problem.message });
  if (Array.isArray(terms)) {
    const message = termsProblem(year, terms);
    if (message) throw validationFailed(message, { terms: message });
  }
}

/** A family's years do not overlap: 409 naming the other year. */
function checkNoOverlap(years: readonly StoredSchoolYear[], year: DateRange & { id?: string }): void {
  const other = years.find((y) => y.id !== year.id && rangesOverlap(y, year));
  if (other) throw conflict(m.overlaps(other.name, other.startDate, other.endDate));
}

/** The children of a break in the family's order; another family's child (or an unknown id) is a 404. */
async function checkedChildren(db: Db, userId: string, requested: readonly string[]): Promise<string[]> {
  const family = await repo.familyStudentIds(db, userId);
  const own = new Set(family);
  if (requested.some((id) => !own.has(id))) throw notFound();
  const wanted = new Set(requested);
  return family.filter((id) => wanted.has(id));
}

/** A break inside its year (400) that clashes with none of the year's other breaks for a same child (409). */
function checkBreakPlace(
  year: StoredSchoolYear,
  others: readonly repo.BreakWithChildren[],
  value: DateRange & { studentIds: readonly string[] | null },
): void {
  if (value.endDate < value.startDate)
    throw validationFailed(m.breakEndBeforeStart, { endDate: m.breakEndBeforeStart });
  if (!rangeInside(value, year)) {
    const message = m.breakOutside(year.name, year.startDate, year.endDate);
    throw validationFailed(message, {
      [value.startDate < year.startDate ? 'startDate' : 'endDate']: message,
    });
  }
  const clash = others.find((b) => breaksClash(b, value));
  if (clash) throw conflict(m.breakOverlaps(clash.label, clash.startDate, clash.endDate));
}

async function yearDto(db: Db, userId: string, id: string): Promise<SchoolYear> {
  const year = (await repo.listSchoolYears(db, userId)).find((y) => y.id === id);
  if (!year) throw notFound(m.notFound);
  return year;
}

/**
 * The family's school years, their terms and breaks (ADR 018). Writes run under the account's
 * lock, so two tabs cannot add overlapping years or breaks, or a 21st year.
 */
export function schoolYearsService(deps: AppDeps) {
  const { db } = deps;

  return {
    list: (userId: string): Promise<SchoolYear[]> => repo.listSchoolYears(db, userId),

    async create(userId: string, input: SchoolYearValues): Promise<SchoolYear> {
      const year = await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        const years = await repo.listYears(trx, userId);
        if (years.length >= MAX_SCHOOL_YEARS) throw conflict(m.tooMany(MAX_SCHOOL_YEARS));
        checkNoOverlap(years, input);
        const now = new Date().toISOString();
        const year: StoredSchoolYear = {
          id: randomUUID(),
          name: input.name,
          startDate: input.startDate,
          endDate: input.endDate,
          weekdays: input.weekdays,
          createdAt: now,
          updatedAt: now,
        };
        await repo.insertYear(trx, userId, year);
        await repo.replaceTerms(trx, userId, year.id, termsFor(year, input.terms, []));
        return yearDto(trx, userId, year.id);
      });
      deps.bus.publish(userId, 'school-years');
      return year;
    },

    /**
     * Changes a year. Given terms replace its terms (a preset counts the school days outside the family's
     * breaks). The year must keep its classes' weekdays, its breaks and (without new terms) its terms: 409
     * naming the first that would not fit.
     */
    async update(userId: string, id: string, patch: SchoolYearPatchValues): Promise<SchoolYear> {
      const year = await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        const existing = await repo.findYear(trx, userId, id);
        if (!existing) throw notFound(m.notFound);
        const next: StoredSchoolYear = {
          ...existing,
          name: patch.name ?? existing.name,
          startDate: patch.startDate ?? existing.startDate,
          endDate: patch.endDate ?? existing.endDate,
          weekdays: patch.weekdays ?? existing.weekdays,
          updatedAt: new Date().toISOString(),
        };
        checkYearShape(next, patch.terms);
        checkNoOverlap(await repo.listYears(trx, userId), next);
        for (const cls of await repo.classesOfYear(trx, userId, id)) {
          const off = nonSchoolWeekdays(cls.daysOfWeek, next.weekdays);
          if (off.length) throw conflict(m.classOnNonSchoolDay(cls.title, off, next.name));
        }
        const breaks = await repo.yearBreaks(trx, userId, id);
        const outside = breaks.find((b) => !rangeInside(b, next));
        if (outside) throw conflict(m.storedBreakOutside(outside.label, outside.startDate, outside.endDate));
        if (patch.terms === undefined) {
          const term = (await repo.yearTerms(trx, userId, id)).find((t) => !rangeInside(t, next));
          if (term) throw conflict(m.storedTermOutside(term.name));
        }
        await repo.updateYear(trx, userId, next);
        if (patch.terms !== undefined) {
          const familyBreaks = breaks.filter((b) => b.studentIds === null);
          await repo.replaceTerms(trx, userId, id, termsFor(next, patch.terms, familyBreaks));
        }
        return yearDto(trx, userId, id);
      });
      deps.bus.publish(userId, 'school-years');
      return year;
    },

    /** Deletes the year with its terms and breaks; its classes stay, without a year. */
    async remove(userId: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (!(await repo.findYear(trx, userId, id))) throw notFound(m.notFound);
        await repo.deleteYear(trx, userId, id);
      });
      deps.bus.publish(userId, 'school-years', 'classes');
    },

    async addBreak(userId: string, yearId: string, input: BreakValues): Promise<Break> {
      const added = await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        const year = await repo.findYear(trx, userId, yearId);
        if (!year) throw notFound(m.notFound);
        const studentIds =
          input.studentIds === null ? null : await checkedChildren(trx, userId, input.studentIds);
        const others = await repo.yearBreaks(trx, userId, yearId);
        if (others.length >= MAX_BREAKS_PER_YEAR) throw conflict(m.tooManyBreaks(MAX_BREAKS_PER_YEAR));
        const value = { ...input, studentIds };
        checkBreakPlace(year, others, value);
        const stored = {
          id: randomUUID(),
          schoolYearId: yearId,
          label: input.label,
          startDate: input.startDate,
          endDate: input.endDate,
          wholeFamily: studentIds === null,
          createdAt: new Date().toISOString(),
        };
        await repo.insertBreak(trx, userId, stored);
        await repo.setBreakStudents(trx, userId, stored.id, studentIds ?? []);
        return repo.toBreakDto({ ...stored, studentIds });
      });
      deps.bus.publish(userId, 'school-years');
      return added;
    },

    async updateBreak(userId: string, id: string, patch: BreakPatchValues): Promise<Break> {
      const updated = await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        const existing = await repo.findBreak(trx, userId, id);
        if (!existing) throw notFound(m.breakNotFound);
        const year = (await repo.findYear(trx, userId, existing.schoolYearId))!;
        const studentIds =
          patch.studentIds === undefined
            ? existing.studentIds
            : patch.studentIds === null
              ? null
              : await checkedChildren(trx, userId, patch.studentIds);
        const next = {
          ...existing,
          label: patch.label ?? existing.label,
          startDate: patch.startDate ?? existing.startDate,
          endDate: patch.endDate ?? existing.endDate,
          wholeFamily: studentIds === null,
          studentIds,
        };
        const others = (await repo.yearBreaks(trx, userId, year.id)).filter((b) => b.id !== id);
        checkBreakPlace(year, others, next);
        const { studentIds: _children, ...stored } = next;
        await repo.updateBreak(trx, userId, stored);
        if (patch.studentIds !== undefined) await repo.setBreakStudents(trx, userId, id, studentIds ?? []);
        return repo.toBreakDto(next);
      });
      deps.bus.publish(userId, 'school-years');
      return updated;
    },

    async removeBreak(userId: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (!(await repo.findBreak(trx, userId, id))) throw notFound(m.breakNotFound);
        await repo.deleteBreak(trx, userId, id);
      });
      deps.bus.publish(userId, 'school-years');
    },
  };
}

export type SchoolYearsService = ReturnType<typeof schoolYearsService>;
