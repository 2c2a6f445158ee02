/** A class's lesson plan: validation, the server's answers, the page's words and toasts. */
export const lessonMessages = {
  // Validation
  titleRequired: 'Please provide a lesson title.',
  titleTooLong: (max: number) => `A lesson title can be at most ${max} characters.`,
  notesLabel: 'The notes',
  minutesRange: 'Minutes must be a whole number from 1 to 1440.',
  patternRequired: 'Please type a pattern, e.g. Lesson {1-36}.',
  patternOneRange: 'A pattern can have one range only, e.g. Lesson {1-36}.',
  patternBadRange: (token: string) =>
    `${token} is not a range: write it as {1-36}, or {1-120/10} for chunks of 10.`,
  patternEndBeforeStart: (token: string) => `The range ${token} ends before it starts.`,
  patternStepZero: 'The step of a range must be at least 1, e.g. {1-120/10}.',
  patternTooMany: (count: number, max: number) =>
    `That pattern makes ${count} lessons; a pattern can make at most ${max}.`,
  linesRequired: 'Please paste at least one lesson, one per line.',
  lineTooLong: (line: number, max: number) => `Line ${line} is longer than ${max} characters.`,
  tooManyLines: (count: number, max: number) =>
    `That list has ${count} lessons; a class can have at most ${max}.`,
  oneKind: 'Please send one of a title, a pattern or a pasted list.',
  orderIncomplete: 'The new order must list every lesson of the class once.',

  // The server's answers
  notFound: 'Lesson not found.',
  classNotFound: 'Class not found.',
  yearNotFound: 'School year not found.',
  classFull: (max: number, room: number) =>
    room === 0
      ? `A class can have at most ${max} lessons, and this one is full.`
      : `A class can have at most ${max} lessons; this one has room for ${room} more.`,

  // The page
  pageTitle: 'Lesson plan',
  backToClasses: 'Back to Classes',
  openPlan: 'Lesson plan',
  openPlanFor: (title: string) => `Lesson plan of ${title}`,
  emptyTitle: 'No lessons yet',
  emptyText: 'Add lessons one by one, from a pattern such as Lesson {1-36}, or paste a list.',
  listLabel: 'Lessons',
  addOne: 'Add lesson',
  addMany: 'Add many',
  paste: 'Paste a list',
  copy: 'Copy class',
  /** Plan files (docs/plan-files.md): the dialog's own words are in messages/plan-files.ts. */
  importPlan: 'Import plan…',
  exportPlan: 'Export plan',
  lessonCount: (n: number) => (n === 1 ? '1 lesson' : `${n} lessons`),
  minutes: (n: number) => `${n} min`,
  done: (done: number, total: number) => `${done} of ${total} done`,
  next: (day: string) => `next ${day}`,
  ends: (day: string) => `ends ${day}`,
  allDone: 'all done',
  noClassDays: 'no class days left',
  /** The issue's words: 'N lessons don't fit before the year ends'. */
  notFitting: (n: number) =>
    n === 1 ? "1 lesson doesn't fit before the year ends" : `${n} lessons don't fit before the year ends`,
  noChildren: 'No child is enrolled in this class, so nothing is planned yet.',
  completedBy: (names: string) => `Done by ${names}`,
  doneOn: (day: string) => `done on ${day}`,
  plannedOn: (day: string) => `planned ${day}`,
  /** A loop's item (ADR 041): the times a child has done it, and the last day. */
  loopDone: (times: number, day: string) =>
    times === 1 ? `done once, on ${day}` : `done ${times} times, last on ${day}`,
  moveHandle: (title: string) => `Move ${title}`,
  editLesson: (title: string) => `Edit ${title}`,
  deleteLesson: (title: string) => `Delete ${title}`,
  pagesLabel: 'Pages of lessons',
  pagesLabelEnd: 'Pages of lessons, at the end of the list',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageRange: (first: number, last: number, total: number) => `Lessons ${first}–${last} of ${total}`,

  // Drag and drop, read out to screen readers
  dragInstructions:
    'To move a lesson, press space or enter on its handle, use the up and down arrows, then press space or enter to drop it, or escape to cancel.',
  dragStart: (title: string, n: number) => `Picked up ${title}, lesson ${n}.`,
  dragOver: (title: string, n: number) => `${title} is now at position ${n}.`,
  dragEnd: (title: string, n: number) => `${title} dropped at position ${n}.`,
  dragCancel: (title: string) => `Moving ${title} was cancelled.`,

  // Forms
  addTitle: 'Add lesson',
  addDescription: 'The lesson goes at the end of the plan.',
  editTitle: 'Edit lesson',
  editDescription: 'Change the title, the minutes or the notes.',
  titleLabel: 'Title',
  notesFieldLabel: 'Notes (optional)',
  minutesLabel: 'Minutes',
  minutesHint: (n: number) => `Left empty: the class's ${n} minutes.`,
  positionLabel: 'Position',
  positionHint: (total: number) => `1 to ${total}: where the lesson is in the plan.`,
  positionRange: (total: number) => `Please choose a position from 1 to ${total}.`,
  manyTitle: 'Add many lessons',
  manyDescription:
    'Type a pattern with one range: Lesson {1-36} makes Lesson 1 to Lesson 36; Read pp. {1-120/10} makes Read pp. 1-10, Read pp. 11-20 and so on.',
  patternLabel: 'Pattern',
  previewLabel: 'Preview',
  previewMore: (n: number) => `… and ${n} more`,
  pasteTitle: 'Paste a list',
  pasteDescription: 'One lesson per line; empty lines are left out.',
  linesLabel: 'Lessons, one per line',
  addSubmit: (n: number) => (n <= 1 ? 'Add lesson' : `Add ${n} lessons`),
  save: 'Save changes',
  saving: 'Saving...',

  // Copy
  copyTitle: 'Copy class',
  copyDescription:
    'A new class with the same schedule and all of its lessons, for other children or another year.',
  copyChildren: 'Children',
  copyYear: 'School year',
  sameYear: 'The same as this class',
  noYear: 'No school year',
  copySubmit: 'Copy class',
  copyNoneDone: "Lessons start over in the copy: no child's completions are copied.",

  // Delete
  confirmDeleteTitle: 'Delete lesson?',
  confirmDelete: (title: string) => `Delete ${title} from the plan? This cannot be undone.`,
  confirmDeleteCompleted: (title: string, names: string) =>
    `${names} completed ${title}. Deleting the lesson deletes that completion too, and it no longer counts toward the class's hours (the xp earned stays). This cannot be undone.`,
  confirmDeleteAction: 'Delete lesson',

  // Toasts
  added: (n: number) => (n === 1 ? 'Lesson added' : `${n} lessons added`),
  updated: 'Lesson updated',
  deleted: (title: string) => `${title} deleted`,
  copied: (title: string, lessons: number) =>
    `${title} copied with ${lessons === 1 ? '1 lesson' : `${lessons} lessons`}`,
  openCopy: 'Open',
  fetchFailed: 'Failed to load the lesson plan',
  addFailed: 'Failed to add lessons',
  updateFailed: 'Failed to update the lesson',
  deleteFailed: 'Failed to delete the lesson',
  reorderFailed: 'Failed to move the lesson',
  copyFailed: 'Failed to copy the class',
} as const;
