/** What the signed-in shell (sidebar, refresh, sign-out) says. */
export const shellMessages = {
  /** The header's badge for a viewer (a read-only member, ADR 024). */
  viewOnly: 'View only',
  viewOnlyHint: 'You can look at everything here, but not change it.',
  refreshing: 'Refreshing all data...',
  refreshed: 'All data refreshed successfully!',
  refreshFailed: 'Failed to refresh some data',
  refreshLabel: 'Refresh all data',
  signOutFailed: 'Failed to sign out',
} as const;

/** An adult's own name (issue 37): the once-only question, and Settings › Your name. */
export const yourNameMessages = {
  title: 'Your name',
  askTitle: 'What should we call you?',
  help: "Your name greets you here and shows on the records you keep. Your child's name is only for your child.",
  label: 'Your name',
  save: 'Save name',
  notNow: 'Not now',
  saved: 'Your name is saved.',
  saveFailed: 'Failed to save your name',
} as const;
