/** The toast that announces a new achievement (spec §6). */
export const achievementUnlocked = (title: string) => `Achievement unlocked: ${title}`;
