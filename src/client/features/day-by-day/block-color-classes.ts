import type { BlockColor } from '@shared/domain/block-colors';

/** Literal Tailwind classes per palette colour (the utilities come from --block-* in styles.css). */
export const blockBgClass: Record<BlockColor, string> = {
  blue: 'bg-block-blue',
  green: 'bg-block-green',
  purple: 'bg-block-purple',
  orange: 'bg-block-orange',
  pink: 'bg-block-pink',
  teal: 'bg-block-teal',
  yellow: 'bg-block-yellow',
  red: 'bg-block-red',
};
