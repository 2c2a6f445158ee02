import { z } from 'zod';

export const achievementSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  unlocked: z.boolean(),
  unlockedAt: z.string().nullable(),
  progress: z.object({ current: z.number().int(), target: z.number().int() }),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const gameStateSchema = z.object({
  xp: z.number().int(),
  level: z.number().int(),
  xpToNextLevel: z.number().int(),
  currentStreak: z.number().int(),
  achievements: z.array(achievementSchema),
});
export type GameState = z.infer<typeof gameStateSchema>;
