import type { StudentColor } from '../../shared/domain/students';
import type { Student } from '../../shared/schemas/students';
import { cn } from '../lib/utils';

/** Literal Tailwind classes per child colour: a soft background with a ring in the colour. */
export const childColorClass: Record<StudentColor, string> = {
  indigo: 'bg-indigo-100 ring-indigo-400',
  emerald: 'bg-emerald-100 ring-emerald-400',
  amber: 'bg-amber-100 ring-amber-400',
  rose: 'bg-rose-100 ring-rose-400',
  sky: 'bg-sky-100 ring-sky-400',
  violet: 'bg-violet-100 ring-violet-400',
  orange: 'bg-orange-100 ring-orange-400',
  teal: 'bg-teal-100 ring-teal-400',
  pink: 'bg-pink-100 ring-pink-400',
  lime: 'bg-lime-100 ring-lime-400',
  cyan: 'bg-cyan-100 ring-cyan-400',
  fuchsia: 'bg-fuchsia-100 ring-fuchsia-400',
};

const sizes = { sm: 'size-6 text-sm', md: 'size-8 text-lg', lg: 'size-20 text-4xl' } as const;

/** A child's emoji avatar in the child's colour; decorative (the child's name is always next to it). */
export function ChildAvatar({
  student,
  size = 'md',
  className,
}: {
  student: Pick<Student, 'emoji' | 'color'>;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full ring-2 leading-none',
        childColorClass[student.color],
        sizes[size],
        className,
      )}
    >
      {student.emoji}
    </span>
  );
}
