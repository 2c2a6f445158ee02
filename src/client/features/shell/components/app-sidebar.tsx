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
    // Fetched while the page is idle, so the first tap on the menu opens it at once.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(() => setWanted(true));
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
