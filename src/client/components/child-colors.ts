import type { StudentColor } from '../../shared/domain/students';

/** A child's colour as a solid mark (calendar dots, colour swatches); literal classes, so the build keeps them. */
export const childDotClass: Record<StudentColor, string> = {
  indigo: 'bg-indigo-500',
  emerald: 'bg-emerald-500',
  amber: 'bg-amber-500',
  rose: 'bg-rose-500',
  sky: 'bg-sky-500',
  violet: 'bg-violet-500',
  orange: 'bg-orange-500',
  teal: 'bg-teal-500',
  pink: 'bg-pink-500',
  lime: 'bg-lime-500',
  cyan: 'bg-cyan-500',
  fuchsia: 'bg-fuchsia-500',
};

/** A child's colour as an item's left border (the calendar's day list). */
export const childBorderClass: Record<StudentColor, string> = {
  indigo: 'border-l-indigo-500',
  emerald: 'border-l-emerald-500',
  amber: 'border-l-amber-500',
  rose: 'border-l-rose-500',
  sky: 'border-l-sky-500',
  violet: 'border-l-violet-500',
  orange: 'border-l-orange-500',
  teal: 'border-l-teal-500',
  pink: 'border-l-pink-500',
  lime: 'border-l-lime-500',
  cyan: 'border-l-cyan-500',
  fuchsia: 'border-l-fuchsia-500',
};
