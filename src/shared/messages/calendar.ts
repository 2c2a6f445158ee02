/** The spec's calendar messages (§2): validation, the server's answers, the page's toasts and confirmation. */
export const eventMessages = {
  titleAndDateRequired: 'Please provide a title and date for the event.',
  titleTooLong: 'The event title can be at most 200 characters.',
  // The field name in 'The description can be at most 2000 characters.'
  descriptionLabel: 'The description',
  notReadBack: 'The event could not be read back.',
  invalidDate: 'Please choose a valid date.',
  invalidTime: 'Please choose a valid time.',
  invalidRange: 'Please ask for a valid date range (from and to as yyyy-MM-dd, from not after to).',
  rangeTooLong: (maxDays: number) => `The date range can span at most ${maxDays} days.`,
  notFound: 'Event not found.',
  classNotFound: 'Class not found.',
  added: 'Event Added',
  addedText: (title: string) => `${title} has been added to your calendar`,
  updated: 'Event updated',
  deleted: 'Event deleted',
  fetchFailed: 'Failed to fetch events',
  addFailed: 'Failed to add event',
  updateFailed: 'Failed to update event',
  deleteFailed: 'Failed to delete event',
  confirmDeleteTitle: 'Delete event?',
  confirmDelete: (title: string) => `Are you sure you want to delete ${title}? This action cannot be undone.`,
} as const;
