import { z } from 'zod';
import { isIsoDate } from '../domain/dates';
import {
  DEFAULT_SCHOOL_WEEKDAYS,
  MAX_BREAK_LABEL,
  MAX_TERM_NAME,
  MAX_TERMS,
  MAX_YEAR_NAME,
  TERM_PRESETS,
  termsProblem,
  yearProblem,
} from '../domain/school-year';
import { MAX_CHILDREN } from '../domain/students';
import { schoolYearMessages as m } from '../messages/school-years';
import { studentIdSchema } from './students';

/**
 * School years, their terms and breaks (ADR 018). Family-wide: `GET/POST /api/school-years`,
 * `PATCH/DELETE /api/school-years/:id`, `POST /api/school-years/:id/breaks`, `PATCH/DELETE /api/breaks/:id`.
 */

const isoDate = z.string({ error: m.dateInvalid }).refine(isIsoDate, m.dateInvalid);

/** 0 = Sunday … 6 = Saturday; each once, sorted. */
const weekdaysSchema = z
  .array(z.number({ error: m.weekdaysRequired }).int().min(0).max(6), { error: m.weekdaysRequired })
  .min(1, m.weekdaysRequired)
  .max(7)
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

const yearName = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, m.nameRequired)
  .max(MAX_YEAR_NAME, m.nameTooLong(MAX_YEAR_NAME));

export const termInputSchema = z.object({
  name: z
    .string({ error: m.termNameRequired })
    .trim()
    .min(1, m.termNameRequired)
    .max(MAX_TERM_NAME, m.termNameTooLong(MAX_TERM_NAME)),
  startDate: isoDate,
  endDate: isoDate,
});
export type TermInput = z.infer<typeof termInputSchema>;

/** 'quarters' or 'semesters' (the year split into terms of about equal school days), or the terms in order. */
export const termsInputSchema = z.union(
  [
    z.enum(TERM_PRESETS),
    z.array(termInputSchema).min(1, m.termsRequired).max(MAX_TERMS, m.tooManyTerms(MAX_TERMS)),
  ],
  { error: m.termsInvalid },
);
export type TermsInput = z.infer<typeof termsInputSchema>;

/** A year's fields, each checked alone (PATCH takes any subset; the server checks the merged whole). */
export const schoolYearFieldsSchema = z.object({
  name: yearName,
  startDate: isoDate,
  endDate: isoDate,
  weekdays: weekdaysSchema,
  terms: termsInputSchema,
});

type YearFields = z.output<typeof schoolYearFieldsSchema>;

/** The rules across fields: the year's dates and weekdays, and a custom list of terms inside it, in order. */
export function checkYear(
  value: Pick<YearFields, 'startDate' | 'endDate' | 'weekdays'> & { terms?: YearFields['terms'] },
  ctx: z.RefinementCtx,
): void {
  if (!isIsoDate(value.startDate) || !isIsoDate(value.endDate)) return;
  const problem = yearProblem(value);
  if (problem) {
    ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    return;
  }
  if (Array.isArray(value.terms)) {
    const terms = termsProblem(value, value.terms);
    if (terms) ctx.addIssue({ code: 'custom', path: ['terms'], message: terms });
  }
}

/** POST /api/school-years and the year form. Weekdays default to Monday–Friday, terms to quarters. */
export const schoolYearInputSchema = schoolYearFieldsSchema
  .extend({
    weekdays: weekdaysSchema.default([...DEFAULT_SCHOOL_WEEKDAYS]),
    terms: termsInputSchema.default('quarters'),
  })
  .superRefine(checkYear);
export type SchoolYearInput = z.input<typeof schoolYearInputSchema>;
export type SchoolYearValues = z.output<typeof schoolYearInputSchema>;

/** PATCH /api/school-years/:id: any subset; `terms`, when given, replaces the year's terms. */
export const schoolYearPatchSchema = schoolYearFieldsSchema.partial();
export type SchoolYearPatch = z.input<typeof schoolYearPatchSchema>;
export type SchoolYearPatchValues = z.output<typeof schoolYearPatchSchema>;

/** The children of a break: left out or null, the whole family; a list, exactly those children. */
const breakStudentIds = z
  .array(studentIdSchema, { error: m.breakChildrenRequired })
  .min(1, m.breakChildrenRequired)
  .max(MAX_CHILDREN)
  .refine((ids) => new Set(ids).size === ids.length, m.breakChildRepeated)
  .nullable();

const breakFields = {
  label: z
    .string({ error: m.breakLabelRequired })
    .trim()
    .min(1, m.breakLabelRequired)
    .max(MAX_BREAK_LABEL, m.breakLabelTooLong(MAX_BREAK_LABEL)),
  startDate: isoDate,
  endDate: isoDate,
};

function checkBreakOrder(value: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx) {
  if (value.startDate && value.endDate && value.endDate < value.startDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.breakEndBeforeStart });
}

/** POST /api/school-years/:id/breaks and the break form. */
export const breakInputSchema = z
  .object({ ...breakFields, studentIds: breakStudentIds.default(null) })
  .superRefine(checkBreakOrder);
export type BreakInput = z.input<typeof breakInputSchema>;
export type BreakValues = z.output<typeof breakInputSchema>;

/** PATCH /api/breaks/:id: any subset; `studentIds: null` makes it the whole family's. */
export const breakPatchSchema = z.object({ ...breakFields, studentIds: breakStudentIds }).partial();
export type BreakPatchValues = z.output<typeof breakPatchSchema>;

export const termSchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type Term = z.infer<typeof termSchema>;

export const breakSchema = z.object({
  id: z.string(),
  schoolYearId: z.string(),
  label: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** The children on the break, in the family's order; null: the whole family. */
  studentIds: z.array(z.string()).nullable(),
});
export type Break = z.infer<typeof breakSchema>;

export const schoolYearSchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: z.array(z.number().int()),
  /** In date order. */
  terms: z.array(termSchema),
  /** In date order. */
  breaks: z.array(breakSchema),
  /** How many of the family's classes belong to the year. */
  classCount: z.number().int(),
  createdAt: z.string(),
});
export type SchoolYear = z.infer<typeof schoolYearSchema>;

export const schoolYearIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const breakIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** The dashboard's school year: the current one, with the breaks that apply to the child. */
export const currentSchoolYearSchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  weekdays: z.array(z.number().int()),
  breaks: z.array(z.object({ startDate: z.string(), endDate: z.string() })),
});
export type CurrentSchoolYear = z.infer<typeof currentSchoolYearSchema>;
