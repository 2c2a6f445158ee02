/** The banner above the signed-in pages while offline (ADR 023): apart from offline.ts, which the entry carries. */
export const offlineBannerMessages = {
  banner: "You're offline — showing what was last loaded. Changes can't be saved until you're back online.",
} as const;
