/** What the installable app says when the device is offline (ADR 023); the banner's words: offline-banner.ts. */
export const offlineMessages = {
  /** A write attempted offline (the toast, and the refused request's message). */
  cantSave: "Changes can't be saved until you're back online.",
  toastTitle: "You're offline",
} as const;
