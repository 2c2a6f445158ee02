/** A family's children (ADR 017): limits, the choices a child's record offers, and its colours. */

export const MAX_CHILDREN = 12;
export const MAX_CHILD_NAME_LENGTH = 100;

/** Ages a parent can choose for an added child (sign-up keeps the spec's 6–18, `CHILD_AGES`). */
export const ADDED_CHILD_AGES = Array.from({ length: 15 }, (_, i) => i + 4);

export const GRADE_LEVELS = ['K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export type GradeLevel = (typeof GRADE_LEVELS)[number];

/** 'K' → 'Kindergarten', '3' → 'Grade 3'. */
export function gradeLevelLabel(level: GradeLevel): string {
  return level === 'K' ? 'Kindergarten' : `Grade ${level}`;
}

/** Each child's colour marks their items (calendar, switcher). Names, so the client maps them to its palette. */
export const STUDENT_COLORS = [
  'indigo',
  'emerald',
  'amber',
  'rose',
  'sky',
  'violet',
  'orange',
  'teal',
  'pink',
  'lime',
  'cyan',
  'fuchsia',
] as const;
export type StudentColor = (typeof STUDENT_COLORS)[number];

export const STUDENT_EMOJIS = [
  '🧒',
  '👧',
  '👦',
  '🦊',
  '🐻',
  '🐼',
  '🦁',
  '🐯',
  '🐸',
  '🐙',
  '🦄',
  '🐝',
  '🚀',
  '⭐',
  '🌈',
  '🎨',
] as const;

/** The colour and emoji a new child gets: the first not yet taken in the family (so children differ). */
export function nextChildLook(taken: readonly { color: string; emoji: string }[]): {
  color: StudentColor;
  emoji: string;
} {
  const colors = new Set(taken.map((s) => s.color));
  const emojis = new Set(taken.map((s) => s.emoji));
  return {
    color:
      STUDENT_COLORS.find((c) => !colors.has(c)) ?? STUDENT_COLORS[taken.length % STUDENT_COLORS.length]!,
    emoji: STUDENT_EMOJIS.find((e) => !emojis.has(e)) ?? STUDENT_EMOJIS[0],
  };
}
