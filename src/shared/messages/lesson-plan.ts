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
} as const;
