/** Words every feature uses the same way. */
export const commonMessages = {
  requestNotValid: 'The request is not valid.',
  loadFailed: 'Failed to load data',
  tryAgain: 'Try again',
  /** Free text over its limit: 'The description can be at most 1000 characters.' */
  textTooLong: (label: string, max: number) => `${label} can be at most ${max} characters.`,
} as const;
