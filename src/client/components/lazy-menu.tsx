import { Slot } from 'radix-ui';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import type { MenuItemSpec } from './lazy-menu-content';

const Menu = lazy(() => import('./lazy-menu-content').then((m) => ({ default: m.LazyMenuContent })));

/**
 * A button's menu of a few items whose code (Radix's dropdown, its positioning and focus handling: ≈ 20 KB gzip)
 * stays out of the page's first load (ADR 056). The trigger is drawn as is, with the attributes Radix's trigger
 * gives it; the first press (pointer, or Enter, Space or ↓) loads the menu, which then opens and stays mounted.
 *
 *   <LazyMenu trigger={<Button aria-label="More actions">…</Button>} items={[{ label: 'Skip', onSelect }]} />
 */
export function LazyMenu({
  trigger,
  items,
  align = 'end',
}: {
  trigger: ReactElement;
  items: readonly MenuItemSpec[];
  align?: 'start' | 'center' | 'end';
}) {
  const [used, setUsed] = useState(false);
  const plain = (
    <Slot.Slot
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerDown={(e) => {
        if (e.button === 0 && !e.ctrlKey) setUsed(true);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
          e.preventDefault();
          setUsed(true);
        }
      }}
    >
      {trigger}
    </Slot.Slot>
  );
  if (!used) return plain;
  return (
    <Suspense fallback={plain}>
      <Menu trigger={trigger} items={items} align={align} />
    </Suspense>
  );
}
