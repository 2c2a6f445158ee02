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
