export const XP_PER_LEVEL = 100;

export function levelForXp(xp: number): number {
  return Math.floor(Math.max(0, xp) / XP_PER_LEVEL);
}

/** XP still needed to reach the next level: (level + 1) * 100 - xp. */
export function xpToNextLevel(xp: number): number {
  return (levelForXp(xp) + 1) * XP_PER_LEVEL - Math.max(0, xp);
}

/** XP per completing action (docs/data-model.md, What earns xp). One ledger row per source, so toggling cannot farm it. */
export const XP_REWARDS = {
  task: 10,
  learn: 20,
  bucket: 50,
  attendance: 5,
  assignment: 15,
  /** Extra for an assignment graded 90 % or more. */
  assignmentHighGrade: 10,
  /** A lesson of a class's plan completed. */
  lesson: 15,
} as const;

export type XpSourceKind =
  'task' | 'learn' | 'bucket' | 'attendance' | 'assignment' | 'assignment-grade' | 'lesson';
