/** School years, terms and breaks (ADR 018): the page, the forms and the API's refusals. */
import { MONTH_SHORT_NAMES } from '../domain/dates';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'yyyy-MM-dd' → 'Aug 17, 2026' (plain text, no date library: the server's messages use it too). */
export function dateLabel(iso: string): string {
  return `${MONTH_SHORT_NAMES[Number(iso.slice(5, 7)) - 1] ?? '?'} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;
}

/** 'Aug 17, 2026 – Jun 4, 2027'. */
export const rangeLabel = (startDate: string, endDate: string) =>
  startDate === endDate ? dateLabel(startDate) : `${dateLabel(startDate)} – ${dateLabel(endDate)}`;

/** 'Saturday', 'Saturday and Sunday', 'Monday, Saturday and Sunday' (Monday first, as the week starts). */
export function dayNames(days: readonly number[]): string {
  const mondayFirst = [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  const names = mondayFirst.map((d) => DAY_NAMES[d] ?? String(d));
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export const schoolYearMessages = {
  pageTitle: 'School Year',
  pageDescription: 'Your school years: their dates, school days of the week, terms and breaks.',
  loadFailed: 'Failed to load school years',
  emptyTitle: 'No school year yet',
  emptyDescription:
    'Add your school year with its dates, school days, terms and breaks. The dashboard then shows how far through the year you are, and classes can belong to it.',
  addYear: 'Add School Year',
  addYearTitle: 'Add a school year',
  editYearTitle: (name: string) => `Edit ${name}`,
  yearFormDescription: 'Its dates, the days of the week you school, and how the year is split into terms.',
  saveYear: 'Save Changes',
  saving: 'Saving...',
  current: 'Current',
  yearList: 'School years',
  nameLabel: 'Name',
  startLabel: 'First day',
  endLabel: 'Last day',
  weekdaysLabel: 'School days of the week',
  schoolDays: (n: number) => `${n} school ${n === 1 ? 'day' : 'days'}`,
  termsLabel: 'Terms',
  termPresetQuarters: 'Quarters',
  termPresetSemesters: 'Semesters',
  termPresetCustom: 'Custom list',
  termPresetHint:
    'Quarters and semesters split the year into terms with about the same number of school days.',
  termName: (n: number) => `Term ${n} name`,
  termStart: (n: number) => `Term ${n} first day`,
  termEnd: (n: number) => `Term ${n} last day`,
  addTerm: 'Add term',
  removeTerm: (n: number) => `Remove term ${n}`,
  quarterName: (n: number) => `Quarter ${n}`,
  semesterName: (n: number) => `Semester ${n}`,
  customTermName: (n: number) => `Term ${n}`,
  classCount: (n: number) => `${n} ${n === 1 ? 'class' : 'classes'}`,
  editYear: (name: string) => `Edit ${name}`,
  deleteYear: (name: string) => `Delete ${name}`,
  deleteYearTitle: (name: string) => `Delete ${name}?`,
  deleteYearDescription: (name: string, classes: number) =>
    `This deletes ${name} with its terms and breaks. ` +
    (classes === 0
      ? 'No class belongs to it.'
      : `Its ${classes} ${classes === 1 ? 'class stays' : 'classes stay'}, without a school year.`),

  breaksLabel: 'Breaks',
  noBreaks: 'No breaks yet.',
  addBreak: 'Add break',
  addBreakTitle: (year: string) => `Add a break to ${year}`,
  editBreakTitle: (label: string) => `Edit ${label}`,
  breakFormDescription: 'Days off inside the school year, for the whole family or only some children.',
  breakLabel: 'Name',
  breakPlaceholder: 'e.g. Winter break',
  breakStartLabel: 'From',
  breakEndLabel: 'To',
  breakForLabel: 'For',
  wholeFamily: 'Whole family',
  someChildren: 'Chosen children',
  breakChildrenLegend: 'Children on this break',
  /** A break whose every child was removed from the family. */
  breakNoChildren: 'No child (its children were removed)',
  editBreak: (label: string) => `Edit ${label}`,
  deleteBreak: (label: string) => `Delete ${label}`,
  deleteBreakTitle: (label: string) => `Delete ${label}?`,
  deleteBreakDescription: (label: string) => `${label} is removed from the school year.`,
  saveBreak: 'Save Break',
  addBreakSubmit: 'Add Break',

  yearAdded: (name: string) => `${name} added`,
  yearSaved: (name: string) => `${name} saved`,
  yearDeleted: (name: string) => `${name} deleted`,
  breakAdded: (label: string) => `${label} added`,
  breakSaved: (label: string) => `${label} saved`,
  breakDeleted: (label: string) => `${label} deleted`,
  saveFailed: 'Failed to save the school year',
  deleteFailed: 'Failed to delete the school year',
  breakSaveFailed: 'Failed to save the break',
  breakDeleteFailed: 'Failed to delete the break',

  // Validation and the API's refusals.
  nameRequired: 'Please give the school year a name.',
  nameTooLong: (max: number) => `The name can be at most ${max} characters.`,
  dateInvalid: 'Please choose a valid date.',
  endBeforeStart: 'The last day cannot be before the first day.',
  tooLong: (max: number) => `A school year can last at most ${max} days.`,
  weekdaysRequired: 'Please choose at least one school day of the week.',
  noSchoolDay: 'None of the days of this year falls on a school day of the week.',
  tooMany: (max: number) => `A family can have at most ${max} school years.`,
  overlaps: (name: string, startDate: string, endDate: string) =>
    `This school year overlaps ${name} (${rangeLabel(startDate, endDate)}).`,
  notFound: 'School year not found.',
  termsInvalid: 'Choose quarters, semesters or a list of terms.',
  termsRequired: 'Please add at least one term.',
  tooManyTerms: (max: number) => `A school year can have at most ${max} terms.`,
  termNameRequired: 'Please give each term a name.',
  termNameTooLong: (max: number) => `A term name can be at most ${max} characters.`,
  termEndBeforeStart: (name: string) => `${name} cannot end before it starts.`,
  termOutside: (name: string) => `${name} must lie inside the school year.`,
  termsOutOfOrder: (earlier: string, later: string) =>
    `${later} must start after ${earlier} ends: terms are listed in order and do not overlap.`,
  storedTermOutside: (name: string) =>
    `${name} would fall outside the school year: choose the terms again with the new dates.`,
  storedBreakOutside: (label: string, startDate: string, endDate: string) =>
    `The break ${label} (${rangeLabel(startDate, endDate)}) would fall outside the school year: move or delete it first.`,
  classOnNonSchoolDay: (title: string, days: readonly number[], year: string) =>
    `${title} meets on ${dayNames(days)}, which would not be a school day in ${year}: change the class first.`,
  /** A class of a year that meets on a day that is not one of the year's school days. */
  notSchoolDays: (days: readonly number[], year: string) =>
    `${dayNames(days)} ${days.length === 1 ? 'is not a school day' : 'are not school days'} in ${year}.`,

  breakLabelRequired: 'Please give the break a name.',
  breakLabelTooLong: (max: number) => `The name can be at most ${max} characters.`,
  breakEndBeforeStart: 'The break cannot end before it starts.',
  breakOutside: (year: string, startDate: string, endDate: string) =>
    `The break must lie inside ${year} (${rangeLabel(startDate, endDate)}).`,
  breakOverlaps: (label: string, startDate: string, endDate: string) =>
    `This break overlaps ${label} (${rangeLabel(startDate, endDate)}) for the same child.`,
  breakChildrenRequired: 'Choose at least one child, or the whole family.',
  breakChildRepeated: 'Each child may appear only once.',
  tooManyBreaks: (max: number) => `A school year can have at most ${max} breaks.`,
  breakNotFound: 'Break not found.',

  // The class form.
  classYearLabel: 'School year',
  classYearNone: 'None',
  classYearHint: (days: string) => `School days: ${days}`,
} as const;
