import { sql, type Kysely } from 'kysely';

/**
 * Hours and state requirements, on the tables that existed before the records:
 * - `classes.subject` (null: the class's title is its subject) and `classes.core` (0/1), which a lesson
 *   completion's hour entry copies as they are at the time;
 * - `students.requirement_profile_id`: the family's copy of a requirement profile the child is schooled under
 *   (removing the copy leaves the child without one);
 * - the seeded requirement templates (rows without a user_id): figures as of 23 Nov 2026, each with its
 *   source. The family must check their state's current law (the Help page and the picker say so).
 */

export const CHECKED_ON = '2026-11-23';

interface Template {
  key: string;
  name: string;
  source: string | null;
  rule: 'days' | 'hours' | 'days_and_hours' | 'days_or_hours' | 'none';
  targetDays?: number;
  hoursByGrade?: { fromGrade: number; toGrade: number; hours: number }[];
  coreHours?: number;
  coreHomeHours?: number;
  minMinutesPerDay?: number;
  averageMinutesPerDay?: number;
  ageLimit?: number;
  reportPeriods?: number;
  notes?: string;
}

/** K = grade 0. */
export const REQUIREMENT_TEMPLATES: readonly Template[] = [
  {
    key: 'missouri',
    name: 'Missouri',
    source: 'RSMo 167.031',
    rule: 'hours',
    hoursByGrade: [{ fromGrade: 0, toGrade: 12, hours: 1000 }],
    coreHours: 600,
    coreHomeHours: 400,
    ageLimit: 16,
    notes: '1,000 hours, 600 of them core, 400 of the core at the home location; not past age 16.',
  },
  {
    key: 'pennsylvania',
    name: 'Pennsylvania',
    source: '24 P.S. § 13-1327.1',
    rule: 'days_or_hours',
    targetDays: 180,
    hoursByGrade: [
      { fromGrade: 0, toGrade: 6, hours: 900 },
      { fromGrade: 7, toGrade: 12, hours: 990 },
    ],
    notes: '180 days, or 900 hours in grades K–6 and 990 hours in grades 7–12.',
  },
  {
    key: 'new-york',
    name: 'New York',
    source: '8 NYCRR § 100.10',
    rule: 'hours',
    hoursByGrade: [
      { fromGrade: 1, toGrade: 6, hours: 900 },
      { fromGrade: 7, toGrade: 12, hours: 990 },
    ],
    reportPeriods: 4,
    notes: '900 hours in grades 1–6, 990 hours in grades 7–12; four quarterly reports.',
  },
  {
    key: 'georgia',
    name: 'Georgia',
    source: 'O.C.G.A. § 20-2-690',
    rule: 'days',
    targetDays: 180,
    minMinutesPerDay: 270,
    notes: '180 days of 4.5 hours.',
  },
  {
    key: 'tennessee',
    name: 'Tennessee',
    source: 'Tenn. Code Ann. § 49-6-3050',
    rule: 'days',
    targetDays: 180,
    minMinutesPerDay: 240,
    notes: '180 days of 4 hours.',
  },
  {
    key: 'colorado',
    name: 'Colorado',
    source: 'C.R.S. 22-33-104.5',
    rule: 'days',
    targetDays: 172,
    averageMinutesPerDay: 240,
    notes: '172 days averaging 4 hours a day.',
  },
  {
    key: 'washington',
    name: 'Washington',
    source: 'RCW 28A.225.010',
    rule: 'hours',
    hoursByGrade: [{ fromGrade: 1, toGrade: 12, hours: 1000 }],
    notes: '1,000 hours a year in grades 1–12.',
  },
  {
    key: 'ohio',
    name: 'Ohio',
    source: 'ORC 3321.042 (as amended in 2023)',
    rule: 'none',
    notes: 'No hours requirement since 2023.',
  },
  {
    key: 'custom',
    name: 'Custom',
    source: null,
    rule: 'days',
    targetDays: 180,
    notes: 'Set your own days and/or hours, core hours and a minimum per day.',
  },
];

export const templateId = (key: string) => `template-${key}`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('classes').addColumn('subject', 'text').execute();
  await db.schema
    .alterTable('classes')
    .addColumn('core', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`core in (0, 1)`),
    )
    .execute();

  await db.schema
    .alterTable('students')
    .addColumn('requirement_profile_id', 'text', (c) =>
      c.references('requirement_profiles.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('students_requirement_profile_idx')
    .on('students')
    .columns(['requirement_profile_id'])
    .execute();

  const now = `${CHECKED_ON}T00:00:00.000Z`;
  await db
    .insertInto('requirement_profiles')
    .values(
      REQUIREMENT_TEMPLATES.map((t) => ({
        id: templateId(t.key),
        user_id: null,
        template_key: t.key,
        name: t.name,
        source: t.source,
        checked_on: CHECKED_ON,
        rule: t.rule,
        target_days: t.targetDays ?? null,
        hours_by_grade: t.hoursByGrade ? JSON.stringify(t.hoursByGrade) : null,
        core_hours: t.coreHours ?? null,
        core_home_hours: t.coreHomeHours ?? null,
        min_minutes_per_day: t.minMinutesPerDay ?? null,
        average_minutes_per_day: t.averageMinutesPerDay ?? null,
        age_limit: t.ageLimit ?? null,
        report_periods: t.reportPeriods ?? null,
        notes: t.notes ?? null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('students_requirement_profile_idx').execute();
  await db.schema.alterTable('students').dropColumn('requirement_profile_id').execute();
  await db.schema.alterTable('classes').dropColumn('core').execute();
  await db.schema.alterTable('classes').dropColumn('subject').execute();
  await db.deleteFrom('requirement_profiles').where('user_id', 'is', null).execute();
}
