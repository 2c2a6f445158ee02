export const XP_PER_LEVEL = 100;

export function levelForXp(xp: number): number {
  return Math.floor(Math.max(0, xp) / XP_PER_LEVEL);
}

/** XP still needed to reach the next level: (level + 1) * 100 - xp. */
export function xpToNextLevel(xp: number): number {
  return (levelForXp(xp) + 1) * XP_PER_LEVEL - Math.max(0, xp);
}
