import { GraduationCap, LogOut } from 'lucide-react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Me } from '../../../shared/schemas/profile';
import { Button } from '../../components/ui/button';
import { useSignOut } from '../../lib/session';
import { cn } from '../../lib/utils';
import { mainNav, secondaryNav, type NavEntry } from '../nav';

function NavList({ entries }: { entries: NavEntry[] }) {
  return (
    <ul className="flex flex-col gap-1">
      {entries.map(({ title, to, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={to === '/'}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-sidebar-accent',
                isActive && 'bg-sidebar-accent text-sidebar-accent-foreground',
              )
            }
          >
            <Icon className="size-4" aria-hidden />
            {title}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function AppShell({ me }: { me: Me }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => navigate('/sign-in', { replace: true }),
      onError: () => toast.error('Failed to sign out'),
    });
  return (
    <div className="flex min-h-svh">
      <aside className="hidden w-64 shrink-0 flex-col gap-6 border-r bg-sidebar p-4 md:flex">
        <div className="flex items-center gap-2 px-2 text-lg font-bold">
          <GraduationCap className="size-6 text-primary" aria-hidden /> Homeschool
        </div>
        <nav aria-label="Main" className="flex flex-col gap-6">
          <NavList entries={mainNav} />
          <NavList entries={secondaryNav} />
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-between gap-2 border-b px-4 py-3">
          <span className="truncate text-sm text-muted-foreground">{me.profile.displayName ?? me.user.email}</span>
          <Button variant="outline" size="sm" onClick={onSignOut} disabled={signOut.isPending}>
            <LogOut aria-hidden /> Sign Out
          </Button>
        </header>
        <main className="flex-1 p-4 md:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
