/**
 * The day planner's eight block colours. Stored by key; the first is the default (a blue). Each key has a
 * CSS variable `--block-<key>` and a Tailwind utility `bg-block-<key>` in src/client/styles.css.
 */
export const BLOCK_COLORS = ['blue', 'green', 'purple', 'orange', 'pink', 'teal', 'yellow', 'red'] as const;

export type BlockColor = (typeof BLOCK_COLORS)[number];

export const DEFAULT_BLOCK_COLOR: BlockColor = BLOCK_COLORS[0];

export const BLOCK_COLOR_LABELS: Record<BlockColor, string> = {
  blue: 'Blue',
  green: 'Green',
  purple: 'Purple',
  orange: 'Orange',
  pink: 'Pink',
  teal: 'Teal',
  yellow: 'Yellow',
  red: 'Red',
};

export function isBlockColor(value: unknown): value is BlockColor {
  return typeof value === 'string' && (BLOCK_COLORS as readonly string[]).includes(value);
}

/** A stored colour read leniently: anything outside the palette shows as the default blue. */
export function toBlockColor(value: unknown): BlockColor {
  return isBlockColor(value) ? value : DEFAULT_BLOCK_COLOR;
}
