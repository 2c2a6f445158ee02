import { z } from 'zod';
import { daysBetween, isIsoDate } from '../domain/dates';
import { hoursMessages as m } from '../messages/hours';

/**
 * Hours, requirement profiles and progress. Per child: `GET/POST /api/students/:studentId/hours`,
 * `PATCH/DELETE /api/students/:studentId/hours/:id`, `PUT /api/students/:studentId/requirement-profile`,
 * `GET /api/students/:studentId/records/progress`, `GET /api/students/:studentId/records/hours.pdf`. Per family:
 * `GET /api/requirement-profiles`, `PATCH /api/requirement-profiles/:id`.
 */

export const MAX_HOURS_RANGE_DAYS = 400;
export const MINUTE_STEP = 15;

const isoDate = z.string({ error: m.dateInvalid }).refine(isIsoDate, m.dateInvalid);
const idSchema = z.string().min(1).max(64);

const minutes = z
  .number({ error: m.minutesStep })
  .int(m.minutesStep)
  .min(MINUTE_STEP, m.minutesStep)
  .max(1440, m.minutesStep)
  .refine((n) => n % MINUTE_STEP === 0, m.minutesStep);
const subject = z
  .string()
  .trim()
  .max(100, m.subjectTooLong)
  .nullish()
  .transform((v) => (v ? v : null));
const note = z
  .string()
  .trim()
  .max(500, m.noteTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

export const hourLocationSchema = z.enum(['home', 'away'], { error: m.locationInvalid });

const entryFields = z.object({
  date: isoDate,
  /** A class of the family the child is enrolled in, or null for a free subject. */
  classId: idSchema.nullish().transform((v) => v ?? null),
  /** A free subject (only without a class). */
  subject,
  /** Whether a free subject is core (a class's entry takes the class's flag). */
  core: z.boolean().optional(),
  minutes,
  location: hourLocationSchema,
  note,
});

/** A class or a free subject, not both and not neither. */
export function entryTargetProblem(v: { classId: string | null; subject: string | null }): string | null {
  if (v.classId && v.subject) return m.notBoth;
  if (!v.classId && !v.subject) return m.classOrSubject;
  return null;
}

export const hourEntryInputSchema = entryFields.superRefine((v, ctx) => {
  const problem = entryTargetProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', path: [v.classId ? 'subject' : 'classId'], message: problem });
});
export type HourEntryInput = z.input<typeof hourEntryInputSchema>;
export type HourEntryValues = z.output<typeof hourEntryInputSchema>;

/** Any subset; the server merges it with the entry and checks the whole. */
export const hourEntryPatchSchema = entryFields.partial();
export type HourEntryPatch = z.input<typeof hourEntryPatchSchema>;

/** A completed lesson's entry, one entered by hand, or a child's kept work sample's (the child's log). */
export const HOUR_SOURCES = ['lesson', 'manual', 'child'] as const;
export type HourSource = (typeof HOUR_SOURCES)[number];

export const hourEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  classId: z.string().nullable(),
  subject: z.string(),
  core: z.boolean(),
  minutes: z.number().int(),
  location: hourLocationSchema,
  note: z.string().nullable(),
  source: z.enum(HOUR_SOURCES),
  recordedAt: z.string(),
  recordedBy: z.string(),
  /** Who recorded it (a member's name: 'Recorded … by Sam'); null when nobody of the family any more. */
  recordedByName: z.string().nullable(),
  updatedAt: z.string(),
});
export type HourEntry = z.infer<typeof hourEntrySchema>;

export const hourEntriesSchema = z.object({ entries: z.array(hourEntrySchema) });

export const hoursQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => !isIsoDate(q.from) || !isIsoDate(q.to) || q.from <= q.to, {
    message: m.rangeInvalid,
    path: ['to'],
  })
  .refine((q) => q.from > q.to || daysBetween(q.from, q.to) < MAX_HOURS_RANGE_DAYS, {
    message: m.rangeTooLong,
    path: ['to'],
  });

export const hourEntryParamsSchema = z.object({ studentId: idSchema, id: idSchema });
export const childParamsSchema = z.object({ studentId: idSchema });

// ---- Requirement profiles ----

export const requirementRuleSchema = z.enum(['days', 'hours', 'days_and_hours', 'days_or_hours', 'none'], {
  error: m.ruleInvalid,
});

export const gradeBandSchema = z.object({
  fromGrade: z.number().int().min(0).max(12),
  toGrade: z.number().int().min(0).max(12),
  hours: z.number({ error: m.hoursRange }).int(m.hoursRange).min(1, m.hoursRange).max(3000, m.hoursRange),
});

export const requirementProfileSchema = z.object({
  id: z.string(),
  /** True: a seeded state template (picking it makes the family's copy). */
  template: z.boolean(),
  templateKey: z.string().nullable(),
  name: z.string(),
  source: z.string().nullable(),
  checkedOn: z.string().nullable(),
  rule: requirementRuleSchema,
  targetDays: z.number().nullable(),
  hoursByGrade: z.array(gradeBandSchema),
  coreHours: z.number().nullable(),
  coreHomeHours: z.number().nullable(),
  minMinutesPerDay: z.number().nullable(),
  averageMinutesPerDay: z.number().nullable(),
  ageLimit: z.number().nullable(),
  reportPeriods: z.number().nullable(),
  notes: z.string().nullable(),
});
export type RequirementProfile = z.infer<typeof requirementProfileSchema>;

export const requirementProfilesSchema = z.object({
  templates: z.array(requirementProfileSchema),
  own: z.array(requirementProfileSchema),
  /** Each child's picked profile (the family's copy), by child id. */
  picks: z.array(z.object({ studentId: z.string(), profileId: z.string().nullable() })),
});
export type RequirementProfiles = z.infer<typeof requirementProfilesSchema>;

const optionalWhole = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message).nullable();

/**
 * Editing the family's copy: what it counts, days, hours (one figure for every grade, or the bands), core and
 * core-at-home hours, the minimum hours a day must have to count.
 */
export const requirementProfileInputSchema = z
  .object({
    name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(60, m.nameTooLong),
    rule: requirementRuleSchema,
    targetDays: optionalWhole(366, m.daysRange),
    hoursByGrade: z.array(gradeBandSchema).max(13),
    coreHours: optionalWhole(3000, m.hoursRange),
    coreHomeHours: optionalWhole(3000, m.hoursRange),
    minHoursPerDay: z
      .number({ error: m.minHoursRange })
      .min(0.25, m.minHoursRange)
      .max(24, m.minHoursRange)
      .refine((h) => Number.isInteger(h * 4), m.minHoursRange)
      .nullable(),
  })
  .superRefine((v, ctx) => {
    const needsDays = v.rule === 'days' || v.rule === 'days_and_hours' || v.rule === 'days_or_hours';
    const needsHours = v.rule === 'hours' || v.rule === 'days_and_hours' || v.rule === 'days_or_hours';
    if (needsDays && v.targetDays === null)
      ctx.addIssue({ code: 'custom', path: ['targetDays'], message: m.daysNeeded });
    if (needsHours && v.hoursByGrade.length === 0)
      ctx.addIssue({ code: 'custom', path: ['hoursByGrade'], message: m.hoursNeeded });
    if (v.coreHours !== null && v.coreHomeHours !== null && v.coreHomeHours > v.coreHours)
      ctx.addIssue({ code: 'custom', path: ['coreHomeHours'], message: m.coreHomeAboveCore });
    const most = Math.max(0, ...v.hoursByGrade.map((b) => b.hours));
    if (v.coreHours !== null && v.hoursByGrade.length > 0 && v.coreHours > most)
      ctx.addIssue({ code: 'custom', path: ['coreHours'], message: m.coreAboveHours });
  });
export type RequirementProfileInput = z.input<typeof requirementProfileInputSchema>;

export const profileParamsSchema = z.object({ id: idSchema });

/** Picking for a child: a template (the family's copy is made, or its existing copy reused) or a family copy; null clears. */
export const pickProfileSchema = z.object({ profileId: idSchema.nullable() });
export const pickedProfileSchema = z.object({
  studentId: z.string(),
  profile: requirementProfileSchema.nullable(),
});

// ---- Progress ----

export const progressQuerySchema = z.object({ schoolYearId: idSchema.optional() });

const goalSchema = z.object({
  key: z.enum(['days', 'hours', 'coreHours', 'coreHomeHours']),
  unit: z.enum(['days', 'minutes']),
  target: z.number(),
  done: z.number(),
  remaining: z.number(),
  expectedByNow: z.number(),
  met: z.boolean(),
  behind: z.boolean(),
  perDay: z.number().nullable(),
});
export type ProgressGoal = z.infer<typeof goalSchema>;

export const progressSchema = z.object({
  studentId: z.string(),
  today: z.string(),
  schoolYear: z
    .object({ id: z.string(), name: z.string(), startDate: z.string(), endDate: z.string() })
    .nullable(),
  profile: requirementProfileSchema.nullable(),
  status: z.enum(['no_year', 'no_profile', 'no_requirement', 'over_age', 'grade_not_covered', 'tracking']),
  totals: z.object({
    minutes: z.number(),
    coreMinutes: z.number(),
    coreHomeMinutes: z.number(),
    awayMinutes: z.number(),
    daysLogged: z.number(),
    daysCounted: z.number(),
  }),
  schoolDays: z.object({ total: z.number(), elapsed: z.number(), remaining: z.number() }),
  dayMinimumMinutes: z.number(),
  hoursBand: gradeBandSchema.nullable(),
  gradeAssumed: z.boolean(),
  goals: z.array(goalSchema),
  combine: z.enum(['all', 'any']),
  met: z.boolean(),
  behind: z.boolean(),
});
export type Progress = z.infer<typeof progressSchema>;
