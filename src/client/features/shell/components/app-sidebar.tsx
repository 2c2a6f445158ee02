import { lazy, Suspense, useEffect, useState } from 'react';
import type { Settings } from '@shared/schemas/settings';
import { cn } from '@client/lib/utils';
import { SidebarBody } from './sidebar-body';
import { useSidebar } from './sidebar-context';

const PhoneSidebar = lazy(() => import('./phone-sidebar'));

/** Desktop: a 16rem column that collapses to 3rem of icons. Phones: an 18rem sheet from the left. */
export function AppSidebar({ settings }: { settings: Settings }) {
  const { state, isMobile, openMobile } = useSidebar();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!isMobile) return;
    // Fetched at the first tap or key press (ADR 050), as lazy dialogs are: not in the page's first load, and
    // usually in before the menu is opened (the tap on the menu itself starts it on pointerdown).
    const start = () => setWanted(true);
    window.addEventListener('pointerdown', start, { once: true, capture: true });
    window.addEventListener('keydown', start, { once: true, capture: true });
    return () => {
      window.removeEventListener('pointerdown', start, { capture: true });
      window.removeEventListener('keydown', start, { capture: true });
    };
  }, [isMobile]);
  if (isMobile) {
    return wanted || openMobile ? (
      <Suspense fallback={null}>
        <PhoneSidebar settings={settings} />
      </Suspense>
    ) : null;
  }
  return (
    <aside
      data-testid="app-sidebar"
      data-state={state}
      className={cn(
        'sticky top-0 flex h-svh shrink-0 flex-col overflow-hidden border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 ease-out',
        state === 'expanded' ? 'w-64' : 'w-12',
      )}
    >
      <SidebarBody settings={settings} collapsed={state === 'collapsed'} />
    </aside>
  );
}
