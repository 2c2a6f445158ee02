import { NavLink } from 'react-router';
import type { NavEntry } from '@client/app/nav';
import { LabelTooltip } from '@client/components/label-tooltip';
import { cn } from '@client/lib/utils';

interface SidebarNavProps {
  entries: NavEntry[];
  collapsed: boolean;
  /** Called after a link is followed (closes the phone sheet). */
  onNavigate?: () => void;
}

export function SidebarNav({ entries, collapsed, onNavigate }: SidebarNavProps) {
  return (
    <ul className="flex flex-col gap-0.5">
      {entries.map(({ title, to, icon: Icon }) => {
        const link = (
          <NavLink
            to={to}
            end={to === '/'}
            onClick={onNavigate}
            aria-label={collapsed ? title : undefined}
            // A plain string (not NavLink's className function): the tooltip trigger merges class names.
            // NavLink marks the current page with aria-current="page", which styles the active entry.
            className={cn(
              'flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium text-sidebar-foreground outline-none transition-colors',
              'hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60',
              'aria-[current=page]:bg-sidebar-accent aria-[current=page]:font-semibold aria-[current=page]:text-sidebar-accent-foreground',
              collapsed && 'justify-center px-0',
            )}
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {collapsed ? null : <span className="truncate">{title}</span>}
          </NavLink>
        );
        return <li key={to}>{collapsed ? <LabelTooltip label={title}>{link}</LabelTooltip> : link}</li>;
      })}
    </ul>
  );
}
