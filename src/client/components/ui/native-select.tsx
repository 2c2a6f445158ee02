import type { ComponentProps } from 'react';
import { ChevronDownIcon } from 'lucide-react';

import { cn } from '../../lib/utils';
import { useFieldControl } from '../field-control';

/**
 * A native `<select>` drawn like the Select's trigger (ui/select.tsx): the same box, text and chevron, but the
 * browser's own list (a phone shows its picker) and none of Radix Select's ≈ 20 KB in the page's first load
 * (ADR 056). For the selects a page draws at once; a dialog's may keep the Select. Inside a FormField it takes the
 * field's id and aria like any control. `className` sizes the box (`w-full`, `flex-1 sm:w-32`); options are
 * `<option>` children.
 */
function NativeSelect({
  className,
  onValueChange,
  children,
  ...props
}: Omit<ComponentProps<'select'>, 'onChange'> & { onValueChange?: (value: string) => void }) {
  const field = useFieldControl();
  return (
    <div data-slot="native-select" className={cn('relative w-full min-w-0', className)}>
      <select
        {...field}
        data-slot="select-trigger"
        className={cn(
          'h-10 w-full min-w-0 cursor-default appearance-none truncate rounded-lg border border-input bg-card py-2 pr-9 pl-3 text-base shadow-xs transition-[color,box-shadow] outline-none md:text-sm',
          'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50',
          'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
        )}
        onChange={(e) => onValueChange?.(e.target.value)}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
        aria-hidden="true"
      />
    </div>
  );
}

export { NativeSelect };
