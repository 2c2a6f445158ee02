/** The words of doing the lesson plans: completing lessons, skipping days, the week view and the dashboard's card. */
export const lessonPlanMessages = {
  // The server's answers.
  lessonNotFound: 'Lesson not found.',
  classNotFound: 'Class not found.',
  childNotFound: 'Child not found.',
  invalidDate: 'Please choose a valid date (yyyy-MM-dd).',
  futureCompletion: "A lesson can't be completed on a day that hasn't come yet.",
  beforeYearStart: (yearStart: string) =>
    `A lesson can't be completed before its school year starts (${yearStart}).`,
  afterYearEnd: (yearEnd: string) => `A lesson can't be completed after its school year ends (${yearEnd}).`,
  weekNotPast: 'Only a week that has begun can be marked as done as planned.',
  minutes: 'Minutes must be a whole number from 0 to 1440.',
  pastSkip: 'Only today or a later day can be skipped.',
  pastUnskip: 'Only a skip of today or a later day can be undone.',
  notClassDay: "That day isn't a class day of this class for this child.",
  notMonday: 'The week must start on a Monday (yyyy-MM-dd).',

  // The week page's words.
  skipped: 'Day skipped: the lessons after it move one class day later',
  unskipped: 'Skip undone: the lessons move back',
  skipFailed: 'Failed to skip the day',
  unskipFailed: 'Failed to undo the skip',
  loadFailed: 'Failed to load the week',
  skipDay: 'Skip this day',
  undoSkip: 'Undo skip',
  skippedDay: 'Skipped',
  noLessonsDay: 'No lessons',
  noLessonsWeek: 'No lessons this week',
  breakDay: 'Break',
  absentDay: 'Absent',
  catchUpHint: 'Not recorded yet: tick if done that day',
  catchUpLegend: 'Dashed lessons are not recorded yet: tick the ones done that day.',
  catchUpLegendShort: 'Dashed: not recorded yet. Tick what was done.',
  markWeekDoneShort: 'Done as planned',
  markWeekDone: 'Mark this week as done as planned',
  markWeekDoneTitle: (name: string) => `Mark ${name}'s week as done as planned?`,
  markWeekDoneBody: (count: number) =>
    `${count === 1 ? '1 lesson' : `${count} lessons`} not recorded yet will be recorded on the days the plan put ${count === 1 ? 'it' : 'them'}, with ${count === 1 ? 'its' : 'their'} hours and a present day.`,
  markedWeekDone: (count: number) =>
    count === 1 ? '1 lesson recorded on its day' : `${count} lessons recorded on their days`,
  markWeekDoneFailed: 'Failed to mark the week as done',
  lessonActions: 'More actions',
  showChild: 'Show',
  allChildren: 'All',
} as const;
