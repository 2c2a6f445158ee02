/** The spec's settings messages (§7): the settings page and the banner's custom-message editor. */
export const settingsMessages = {
  savedReloading: 'Settings saved successfully! Refreshing app...',
  updated: 'Settings updated',
  saveFailed: 'Failed to save settings',
} as const;
