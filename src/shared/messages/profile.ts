/** The spec's profile messages (§6). */
export const profileMessages = {
  nameRequired: 'Name cannot be empty',
  nameTooLong: (max: number) => `Name must be at most ${max} characters.`,
  nameUpdated: 'Name updated successfully!',
  nameUpdateFailed: 'Failed to update name',
} as const;
