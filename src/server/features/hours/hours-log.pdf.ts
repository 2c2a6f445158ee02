import type { Content } from 'pdfmake/interfaces';
import {
  GOAL_LABELS,
  HOUR_SOURCE_SHORT_LABELS,
  RULE_LABELS,
  dayMonthYear,
  hoursLabel,
} from '@shared/messages/hours';
import { doneOfTarget, formatNumber, remainingLine, yearPaceLine } from '@shared/domain/progress-wording';
import type { Progress, ProgressGoal } from '@shared/schemas/hours';
import type { AppDeps } from '../../deps';
import { baseDocument, dataTable } from '../../pdf/pdf-layout';
import type { RecordScope, RecordSectionBuilder } from '../../pdf/record-section';
import * as repo from './hours.repository';
import { hoursService } from './hours.service';

/** 'Nov 23, 2026 2:05 PM' in the family's timezone: when an entry was recorded. */
function recordedLabel(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/**
 * A goal's row in the plain words of the pages (issue 37, `progress-wording.ts`): '4.3 of 1,000 hours', '995.8 hours
 * to go', 'At this pace Ada reaches 812 of 1,000 hours by 30 May — 188 short; 2.9 more hours a school day would
 * close it', or plainly that it cannot be met this year, and by how much.
 */
export function goalRow(g: ProgressGoal, p: Progress, childName: string): string[] {
  return [GOAL_LABELS[g.key], doneOfTarget(g), remainingLine(g), yearPaceLine(g, p, childName)];
}

function progressContent(p: Progress, childName: string): Content[] {
  const out: Content[] = [];
  if (p.profile) {
    const source = p.profile.source
      ? `Figures as of ${dayMonthYear(p.profile.checkedOn ?? '')} from ${p.profile.source} — check your state's current law.`
      : "The family's own figures — check your state's current law.";
    out.push(
      { text: `Requirement: ${p.profile.name} (${RULE_LABELS[p.profile.rule]})`, bold: true },
      { text: source, style: 'muted', margin: [0, 2, 0, 6] },
    );
  } else out.push({ text: 'No requirement chosen for this child.', style: 'muted', margin: [0, 0, 0, 6] });
  if (p.status === 'over_age')
    out.push({ text: 'The child is past the requirement’s age limit.', style: 'muted' });
  if (p.status === 'grade_not_covered')
    out.push({ text: 'The requirement asks no hours for the child’s grade.', style: 'muted' });
  if (p.status === 'no_requirement' && p.profile)
    out.push({ text: 'This requirement asks for no days or hours.', style: 'muted' });
  if (p.goals.length > 0)
    out.push(
      dataTable(
        ['Goal', 'Done', 'To go', 'Pace'],
        p.goals.map((g) => goalRow(g, p, childName)),
        ['auto', 'auto', 'auto', '*'],
        [1, 2],
      ),
    );
  out.push({
    text: `School days in the year: ${formatNumber(p.schoolDays.total)} (${formatNumber(p.schoolDays.elapsed)} before ${dayMonthYear(p.today)}, ${formatNumber(p.schoolDays.remaining)} from then on). Days with hours: ${formatNumber(p.totals.daysLogged)}; counted as school days: ${formatNumber(p.totals.daysCounted)}${p.dayMinimumMinutes > 1 ? ` (at least ${hoursLabel(p.dayMinimumMinutes)} a day)` : ''}.`,
    style: 'muted',
    margin: [0, 6, 0, 0],
  });
  return out;
}

/**
 * The hours log of one child for one school year: the progress towards the child's requirement,
 * the totals by subject (core and home), and every entry by date with when and how it was recorded. Nothing
 * (no page) when the year has no hours and the child follows no requirement.
 */
export const hoursLogSection: RecordSectionBuilder = async (deps: AppDeps, scope: RecordScope) => {
  const child = { familyId: scope.familyId, studentId: scope.studentId };
  const [progress, who, profile] = await Promise.all([
    hoursService(deps).progressForYear(scope),
    repo.childWithProfile(deps.db, child),
    deps.profiles.get(scope.familyId),
  ]);
  const year = progress.schoolYear!;
  const entries = [...(await repo.listEntries(deps.db, child, year.startDate, year.endDate))].reverse();
  // Nothing logged and no requirement to report against: no hours log in the bundle.
  if (entries.length === 0 && progress.profile === null) return [];
  const timeZone = profile.settings.timezone;

  const bySubject = new Map<string, { core: boolean; home: number; away: number }>();
  for (const e of entries) {
    const s = bySubject.get(e.subject) ?? { core: e.core, home: 0, away: 0 };
    s.core ||= e.core;
    if (e.location === 'home') s.home += e.minutes;
    else s.away += e.minutes;
    bySubject.set(e.subject, s);
  }
  const subjects = [...bySubject.entries()].sort(([a], [b]) => a.localeCompare(b));
  const t = progress.totals;

  return [
    { text: `Hours log — ${who.name}`, style: 'title' },
    {
      text: `${year.name} (${dayMonthYear(year.startDate)} – ${dayMonthYear(year.endDate)})`,
      style: 'subtitle',
    },
    { text: 'Progress', style: 'heading' },
    ...progressContent(progress, who.name),
    { text: 'Totals by subject', style: 'heading' },
    subjects.length === 0
      ? { text: 'No hours logged in this school year.', style: 'muted' }
      : dataTable(
          ['Subject', 'Core', 'Home', 'Away', 'Total'],
          [
            ...subjects.map(([name, s]) => [
              name,
              s.core ? 'Core' : '',
              hoursLabel(s.home),
              hoursLabel(s.away),
              hoursLabel(s.home + s.away),
            ]),
            [
              'All subjects',
              '',
              hoursLabel(t.minutes - t.awayMinutes),
              hoursLabel(t.awayMinutes),
              hoursLabel(t.minutes),
            ],
          ],
          ['*', 'auto', 'auto', 'auto', 'auto'],
          [2, 3, 4],
        ),
    {
      text: `Core: ${hoursLabel(t.coreMinutes)} · Core at home: ${hoursLabel(t.coreHomeMinutes)} · Total: ${hoursLabel(t.minutes)}`,
      margin: [0, 6, 0, 0],
    },
    { text: 'Entries', style: 'heading' },
    entries.length === 0
      ? { text: 'No entries.', style: 'muted' }
      : dataTable(
          ['Date', 'Subject', 'Minutes', 'Where', 'Source', 'Recorded', 'Note'],
          entries.map((e) => [
            e.date,
            `${e.subject}${e.core ? ' (core)' : ''}`,
            e.minutes,
            e.location === 'home' ? 'Home' : 'Away',
            HOUR_SOURCE_SHORT_LABELS[e.source],
            recordedLabel(e.recordedAt, timeZone),
            e.note ?? '',
          ]),
          ['auto', '*', 'auto', 'auto', 'auto', 'auto', '*'],
          [2],
        ),
  ];
};

/** The hours log as its own PDF document. */
export async function hoursLogDocument(deps: AppDeps, scope: RecordScope) {
  return baseDocument('Hours log', await hoursLogSection(deps, scope));
}
