/**
 * The 10 class colours (utilities in styles.css). Listed literally so Tailwind finds and emits them.
 */
export const CLASS_COLORS = [
  'class-color-1',
  'class-color-2',
  'class-color-3',
  'class-color-4',
  'class-color-5',
  'class-color-6',
  'class-color-7',
  'class-color-8',
  'class-color-9',
  'class-color-10',
] as const;

export type ClassColor = (typeof CLASS_COLORS)[number];

/** A stable 32-bit FNV-1a hash of the id, so a class keeps its colour everywhere and across reloads. */
function hash(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function classColor(classId: string): ClassColor {
  return CLASS_COLORS[hash(classId) % CLASS_COLORS.length] ?? 'class-color-1';
}
