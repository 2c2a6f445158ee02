/** The calendar feed's words (ADR 020): Settings → Calendar & Time, the server's answers, and the feed's own titles. */
export const calendarFeedMessages = {
  heading: 'Calendar feed',
  intro:
    'Subscribe to a secret link in Google Calendar, Apple Calendar or Outlook to see class sessions, lessons as they are planned today, events and due dates. The calendar app picks up changes by itself.',
  family: 'Family',
  familyHint: 'Everyone: every class, every child’s lessons and due dates',
  childHint: (name: string) => `${name}’s classes, lessons, events and due dates`,
  notCreated: 'Not created',
  createdOn: (date: string) => `Link created ${date}`,
  shownOnce:
    'Copy this link now; it is shown once. Regenerate to get a new one (the old link stops working).',
  hiddenLink:
    'The link was shown once when it was made. Regenerate to get a new one (the old link stops working).',
  linkLabel: (name: string) => `Calendar link for ${name}`,
  create: 'Create link',
  creating: 'Creating...',
  copy: 'Copy',
  copied: 'Link copied',
  copyFallback: 'The link is selected: press Ctrl+C (or ⌘C) to copy it.',
  regenerate: 'Regenerate',
  regenerating: 'Regenerating...',
  turnOff: 'Turn off',
  turningOff: 'Turning off...',
  confirmRegenerateTitle: 'Regenerate the link?',
  confirmRegenerate:
    'The old link will stop working. Calendars subscribed with it stop updating until you subscribe with the new one.',
  confirmTurnOffTitle: 'Turn off this calendar feed?',
  confirmTurnOff: 'The link will stop working, and calendars subscribed with it stop updating.',
  created: 'Calendar link created',
  regenerated: 'Calendar link regenerated: the old link no longer works',
  turnedOff: 'Calendar feed turned off',
  createFailed: 'Failed to create the calendar link',
  turnOffFailed: 'Failed to turn off the calendar feed',
  loadFailed: 'Failed to load the calendar feeds',
  notFound: 'Calendar feed not found.',
  childNotFound: 'Child not found.',
  // The feed itself.
  calendarName: (name: string) => `Homeschool: ${name}`,
  calendarDescription: 'Class sessions, lessons as planned today, events and due dates from Homeschool.',
  lessonTitle: (classTitle: string, lessonTitle: string) => `${classTitle}: ${lessonTitle}`,
  dueTitle: (assignment: string, classTitle: string | null) =>
    classTitle ? `Due: ${assignment} (${classTitle})` : `Due: ${assignment}`,
  forChild: (title: string, childName: string) => `${title} · ${childName}`,
  forChildren: (names: readonly string[]) => `For ${names.join(', ')}`,
  lessonMinutes: (minutes: number) => `${minutes} min`,
} as const;
