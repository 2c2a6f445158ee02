import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import type { Settings } from '@shared/schemas/settings';
import { childNav, mainNav, secondaryNav } from '@client/app/nav';
import { useIsChild } from '@client/lib/role';
import { Separator } from '@client/components/ui/separator';
import { cn } from '@client/lib/utils';
import { AnalogClock } from './analog-clock';
import { ChildSwitcher } from './child-switcher';
import { RefreshAllButton } from './refresh-all-button';
import { SidebarNav } from './sidebar-nav';

interface SidebarBodyProps {
  settings: Settings;
  collapsed: boolean;
  /** Phones: the whole sheet scrolls. Desktop: only the entries scroll, the clock stays in view. */
  sheet?: boolean;
  onNavigate?: () => void;
}

/** The sidebar's contents: the home link, the child switcher, the entries, refresh and the clock. */
export function SidebarBody({ settings, collapsed, sheet = false, onNavigate }: SidebarBodyProps) {
  // A signed-in child sees only their own pages: no child switcher, no settings, records or classes.
  const isChild = useIsChild();
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
      {isChild ? null : <ChildSwitcher collapsed={collapsed} />}
      <nav
        aria-label="Main"
        className={cn(
          'flex flex-col gap-3 py-2',
          sheet ? 'shrink-0' : 'min-h-0 flex-1 overflow-y-auto',
          collapsed ? 'px-1.5' : 'px-3',
        )}
      >
        {isChild ? (
          <SidebarNav entries={childNav} collapsed={collapsed} onNavigate={onNavigate} />
        ) : (
          <>
            <SidebarNav entries={mainNav} collapsed={collapsed} onNavigate={onNavigate} />
            <Separator className="bg-sidebar-border" />
            <SidebarNav entries={secondaryNav} collapsed={collapsed} onNavigate={onNavigate} />
          </>
        )}
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
