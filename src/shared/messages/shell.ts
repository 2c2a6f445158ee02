/** What the signed-in shell (sidebar, refresh, sign-out) says. */
export const shellMessages = {
  refreshing: 'Refreshing all data...',
  refreshed: 'All data refreshed successfully!',
  refreshFailed: 'Failed to refresh some data',
  refreshLabel: 'Refresh all data',
  signOutFailed: 'Failed to sign out',
} as const;
