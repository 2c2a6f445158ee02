/** Reschedule from here (ADR 043): push a lesson and every later one, pin a lesson to a date, and undo. */
export const rescheduleMessages = {
  // Validation and the server's answers
  daysRange: (max: number) => `Push by a whole number of class days from 1 to ${max}.`,
  dateRequired: 'Please pick a date (yyyy-MM-dd).',
  pinPast: 'Pick today or a later day: a lesson cannot be pinned to a day that has passed.',
  pinOutsideYear: "Pick a day inside the class's school year.",
  pinNotClassDay: "Pick one of the class's days: the class does not meet on that day.",
  pinInBreak: 'That day is in a break. Pick a school day.',
  pushPinned: 'This lesson is pinned to a date. Unpin it first to push it.',
  nothingToPush: 'There is nothing to push: no enrolled child has this lesson still to do.',

  // The page
  menuLabel: (title: string) => `Reschedule ${title}`,
  push: 'Push from here…',
  pin: 'Pin to a date…',
  unpin: 'Unpin',
  removePush: 'Remove the push',
  pushTitle: 'Push from here',
  pushText: (title: string) =>
    `Move ${title} and every lesson after it later by a number of class days. Pinned lessons stay on their dates.`,
  pushDaysLabel: 'Class days',
  pushHint: (max: number) => `From 1 to ${max}. Days off and breaks do not count.`,
  pushHintAgain: (days: number) =>
    `Pushed ${days} now: the number you give is the push in all, from where the lesson stood without it.`,
  pinHint: "One of the class's days, from today on.",
  pushSubmit: 'Push',
  pinTitle: 'Pin to a date',
  pinText: (title: string) =>
    `Keep ${title} on one day, such as a test on Friday. The other lessons flow around it, one per class day.`,
  pinDateLabel: 'Date',
  pinSubmit: 'Pin',
  cancel: 'Cancel',
  pinnedOn: (day: string) => `Pinned to ${day}`,
  pushedBy: (days: number) => (days === 1 ? 'Pushed 1 class day' : `Pushed ${days} class days`),
  unpinLabel: (title: string) => `Unpin ${title}`,
  removePushLabel: (title: string) => `Remove the push of ${title}`,

  // Toasts
  pushed: (days: number) =>
    days === 1 ? 'Pushed 1 class day from here.' : `Pushed ${days} class days from here.`,
  pinned: (day: string) => `Pinned to ${day}.`,
  unpinned: 'Unpinned: the lesson is back with the rest.',
  pushRemoved: 'Push removed.',
  undo: 'Undo',
  undone: 'Undone.',
} as const;
