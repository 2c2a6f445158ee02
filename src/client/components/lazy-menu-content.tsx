import type { ReactElement, ReactNode } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './ui/dropdown-menu';

/** One item of a `LazyMenu`. */
export interface MenuItemSpec {
  label: ReactNode;
  onSelect: () => void;
  /** When the item's words alone are not enough (which lesson, whose, which day). */
  ariaLabel?: string;
}

/** The menu itself (Radix's dropdown): loaded by `LazyMenu` at the first use of its trigger, and opened. */
export function LazyMenuContent({
  trigger,
  items,
  align,
}: {
  trigger: ReactElement;
  items: readonly MenuItemSpec[];
  align: 'start' | 'center' | 'end';
}) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align={align}>
        {items.map((item, i) => (
          <DropdownMenuItem key={i} onSelect={item.onSelect} aria-label={item.ariaLabel}>
            {item.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
