import { Link } from 'react-router';
import { cn } from '@client/lib/utils';

/** Plain styled links (no Radix), so the landing page's chunk stays small. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap outline-none transition-[background-color,box-shadow,transform] focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2 active:scale-[0.98]';

export function PrimaryLink({
  to,
  children,
  className,
}: {
  to: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        base,
        'h-12 bg-primary px-6 text-base text-primary-foreground shadow-lg shadow-primary/25 hover:bg-primary/90',
        className,
      )}
    >
      {children}
    </Link>
  );
}

export function SecondaryLink({
  to,
  children,
  className,
}: {
  to: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        base,
        'h-12 border border-input bg-card px-6 text-base shadow-xs hover:bg-accent',
        className,
      )}
    >
      {children}
    </Link>
  );
}
