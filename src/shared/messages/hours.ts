/** Hours, state requirements and progress: the pages, forms and the API's answers. */
import { MONTH_SHORT_NAMES } from '../domain/dates';

/** '2026-11-23' → '23 Nov 2026' (the 'figures as of' date). */
export const dayMonthYear = (iso: string) =>
  `${Number(iso.slice(8, 10))} ${MONTH_SHORT_NAMES[Number(iso.slice(5, 7)) - 1] ?? '?'} ${iso.slice(0, 4)}`;

/** Minutes → '5.2 h' (one decimal; whole hours without one). */
export function hoursLabel(minutes: number): string {
  const h = Math.round((minutes / 60) * 10) / 10;
  return `${h.toLocaleString('en-US', { maximumFractionDigits: 1 })} h`;
}

export const hoursMessages = {
  // Entries
  dateInvalid: 'Please choose a valid date.',
  classOrSubject: 'Choose a class or enter a subject.',
  notBoth: 'Choose a class or enter a subject, not both.',
  subjectTooLong: 'The subject can be at most 100 characters.',
  minutesStep: 'Minutes must be 15 to 1,440, in steps of 15.',
  locationInvalid: 'Choose home or away.',
  noteTooLong: 'The note can be at most 500 characters.',
  rangeInvalid: 'Choose a from date on or before the to date.',
  rangeTooLong: 'Choose at most 400 days at a time.',
  entryNotFound: 'Hour entry not found.',
  classNotFound: 'Class not found.',
  lessonEntry:
    'This entry came from a completed lesson: change it by un-completing the lesson in the lesson plan or the week.',
  entryAdded: 'Hours logged.',
  entrySaved: 'Entry saved.',
  entryDeleted: 'Entry deleted.',
  deleteTitle: 'Delete this entry?',
  deleteBody: 'The minutes leave the hours log and the progress. This cannot be undone.',
  // Profiles
  profileNotFound: 'Requirement profile not found.',
  templateNotEditable: "A state's template cannot be changed: pick it for a child to get your own copy.",
  nameRequired: 'Please give the requirement a name.',
  nameTooLong: 'The name can be at most 60 characters.',
  daysRange: 'Days must be a whole number from 1 to 366.',
  hoursRange: 'Hours must be a whole number from 1 to 3,000.',
  minHoursRange: 'Hours per day must be 0.25 to 24, in quarter hours.',
  ruleInvalid: 'Choose what the requirement counts.',
  daysNeeded: 'Enter the days this requirement asks for.',
  hoursNeeded: 'Enter the hours this requirement asks for.',
  coreHomeAboveCore: 'Core hours at home cannot be more than the core hours.',
  coreAboveHours: 'Core hours cannot be more than the total hours.',
  profilePicked: 'Requirement saved.',
  profileSaved: 'Requirement updated.',
  yearNotFound: 'School year not found.',
  // Wording
  figuresAsOf: (checkedOn: string, source: string) =>
    `Figures as of ${dayMonthYear(checkedOn)} from ${source} — check your state's current law.`,
  customNote: "Your own figures — check your state's current law.",
} as const;

/** Where an entry came from: in the hours log's lines, and (short) in the hours log PDF's Source column. */
export const HOUR_SOURCE_LABELS = {
  lesson: 'From a completed lesson',
  manual: 'Entered',
  child: 'From the child’s log',
} as const;
export const HOUR_SOURCE_SHORT_LABELS = {
  lesson: 'Lesson',
  manual: 'Entered',
  child: 'Child’s log',
} as const;

export const RULE_LABELS = {
  days: 'Days',
  hours: 'Hours',
  days_and_hours: 'Days and hours',
  days_or_hours: 'Days or hours',
  none: 'No requirement',
} as const;

export const GOAL_LABELS = {
  days: 'School days',
  hours: 'Hours',
  coreHours: 'Core hours',
  coreHomeHours: 'Core hours at home',
} as const;
