import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import type { Settings } from '../../../../shared/schemas/settings';
import { mainNav, secondaryNav } from '../../../app/nav';
import { Separator } from '../../../components/ui/separator';
import { Sheet, SheetContent, SheetTitle } from '../../../components/ui/sheet';
import { cn } from '../../../lib/utils';
import { AnalogClock } from './analog-clock';
import { ChildSwitcher } from './child-switcher';
import { RefreshAllButton } from './refresh-all-button';
import { useSidebar } from './sidebar-context';
import { SidebarNav } from './sidebar-nav';

interface SidebarBodyProps {
  settings: Settings;
  collapsed: boolean;
  /** Phones: the whole sheet scrolls. Desktop: only the entries scroll, the clock stays in view. */
  sheet?: boolean;
  onNavigate?: () => void;
}

function SidebarBody({ settings, collapsed, sheet = false, onNavigate }: SidebarBodyProps) {
  return (
    <div className={cn('flex h-full min-h-0 flex-col', sheet && 'overflow-y-auto')}>
      <Link
        to="/"
        onClick={onNavigate}
        aria-label={collapsed ? 'Homeschool dashboard' : undefined}
        className={cn(
          'flex h-14 shrink-0 items-center gap-2 px-3 text-lg font-bold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
          collapsed && 'justify-center px-0',
        )}
      >
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <GraduationCap className="size-5" aria-hidden="true" />
        </span>
        {collapsed ? null : 'Homeschool'}
      </Link>
      <ChildSwitcher collapsed={collapsed} />
      <nav
        aria-label="Main"
        className={cn(
          'flex flex-col gap-3 py-2',
          sheet ? 'shrink-0' : 'min-h-0 flex-1 overflow-y-auto',
          collapsed ? 'px-1.5' : 'px-3',
        )}
      >
        <SidebarNav entries={mainNav} collapsed={collapsed} onNavigate={onNavigate} />
        <Separator className="bg-sidebar-border" />
        <SidebarNav entries={secondaryNav} collapsed={collapsed} onNavigate={onNavigate} />
      </nav>
      <div
        className={cn(
          'flex shrink-0 flex-col gap-4 border-t border-sidebar-border py-4',
          collapsed ? 'items-center px-1.5' : 'px-3',
        )}
      >
        <RefreshAllButton collapsed={collapsed} />
        {collapsed ? null : (
          <AnalogClock
            timezone={settings.timezone}
            city={settings.city}
            country={settings.country}
            timeFormat={settings.timeFormat}
          />
        )}
      </div>
    </div>
  );
}

/** Desktop: a 16rem column that collapses to 3rem of icons. Phones: an 18rem sheet from the left. */
export function AppSidebar({ settings }: { settings: Settings }) {
  const { state, isMobile, openMobile, setOpenMobile } = useSidebar();
  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          side="left"
          className="w-72 max-w-none gap-0 overflow-hidden bg-sidebar p-0"
          aria-describedby={undefined}
          onEscapeKeyDown={(e) => {
            if (e.target instanceof Element && e.target.closest('[data-escape-local]')) e.preventDefault();
          }}
        >
          <SheetTitle className="sr-only">Navigation</SheetTitle>
          <SidebarBody settings={settings} collapsed={false} sheet onNavigate={() => setOpenMobile(false)} />
        </SheetContent>
      </Sheet>
    );
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
