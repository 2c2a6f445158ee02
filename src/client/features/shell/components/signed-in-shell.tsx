import { shellMessages } from '@shared/messages/shell';
import { Lock, LogOut } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { childMayOpen } from '@client/app/nav';
import { childSignInMessages } from '@shared/messages/child-sign-in';
import { toast } from 'sonner';
import { firstName } from '@shared/domain/names';
import type { Me } from '@shared/schemas/profile';
import { Button } from '@client/components/ui/button';
import { Separator } from '@client/components/ui/separator';
import { cn } from '@client/lib/utils';
import { AppSidebar } from './app-sidebar';
import { MessageBanner } from './message-banner';
import { SidebarProvider } from './sidebar-context';
import { SidebarToggle } from './sidebar-toggle';
import { useSignOut } from '@client/lib/session';
import { useAchievementToasts } from '@client/lib/achievement-toasts';
import { CurrentChildProvider, useCurrentChild } from '@client/lib/current-child';

function SignOutButton() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => navigate('/sign-in', { replace: true }),
      onError: () => toast.error(shellMessages.signOutFailed),
    });
  return (
    <Button variant="outline" size="sm" onClick={onSignOut} disabled={signOut.isPending}>
      <LogOut aria-hidden="true" /> Sign Out
    </Button>
  );
}

/**
 * 'Hi, {first name}' of the person signed in (issue 37): an adult by their own name, a child by theirs — never
 * the child on screen's name for an adult. An adult who has not given their name yet is greeted without one.
 */
function Greeting({ user }: { user: Me['user'] }) {
  const name = user.needsName ? '' : firstName(user.name);
  return (
    <p className="min-w-0 flex-1 truncate text-sm text-muted-foreground" data-testid="greeting">
      {name ? (
        <>
          Hi, <span className="font-semibold text-foreground">{name}</span>
        </>
      ) : (
        'Hi!'
      )}
    </p>
  );
}

const NamePrompt = lazy(() => import('./name-prompt'));

/** The first-unlock toasts follow the child on screen. */
function AchievementToasts({ userId }: { userId: string }) {
  const { child } = useCurrentChild();
  useAchievementToasts(userId, child?.id);
  return null;
}

/** The signed-in layout: sidebar | banner, header, and the page in the main area, for the current child. */
export default function SignedInShell({ me }: { me: Me }) {
  return (
    <CurrentChildProvider userId={me.user.id} students={me.students}>
      <AchievementToasts userId={me.user.id} />
      <Shell me={me} />
    </CurrentChildProvider>
  );
}

/** What a signed-in child sees on a page of the grown-ups (the server would refuse its data anyway). */
function AskParent() {
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
      data-testid="ask-parent"
    >
      <Lock className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{childSignInMessages.askParent}</h1>
      <p className="text-muted-foreground">{childSignInMessages.askParentHelp}</p>
      <Button asChild size="lg" className="min-h-12">
        <Link to="/">{childSignInMessages.backToDashboard}</Link>
      </Button>
    </div>
  );
}

/**
 * A signed-in child's shell: only their pages, and touch targets of at least 48 px (ticks and buttons) on the
 * tablet they use. The rules are class names on <main>, so the shell's first load barely grows.
 */
const CHILD_MAIN = cn(
  '[&_button]:min-h-12 [&_a[data-slot=button]]:min-h-12',
  '[&_[data-slot=checkbox]]:size-12 [&_[data-slot=checkbox]]:rounded-lg [&_[data-slot=checkbox]_svg]:size-8',
);

function Shell({ me }: { me: Me }) {
  const { settings } = me.profile;
  const isChild = me.member.role === 'child';
  const { pathname } = useLocation();
  return (
    <SidebarProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <div className="flex min-h-svh w-full">
        <AppSidebar settings={settings} />
        <div className="flex min-w-0 flex-1 flex-col">
          <MessageBanner settings={settings} />
          <header className="sticky top-0 z-30 flex h-(--app-header-height) items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:px-4">
            <SidebarToggle />
            <Separator orientation="vertical" className="mr-1 !h-5" />
            <Greeting user={me.user} />
            {me.member.role === 'viewer' ? (
              <span
                className="shrink-0 rounded-full border border-primary/40 bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary"
                title={shellMessages.viewOnlyHint}
              >
                {shellMessages.viewOnly}
              </span>
            ) : null}
            <SignOutButton />
          </header>
          {me.user.needsName && !isChild ? (
            <Suspense fallback={null}>
              <NamePrompt userId={me.user.id} />
            </Suspense>
          ) : null}
          <main
            id="main"
            tabIndex={-1}
            data-member={me.member.role}
            className={cn('flex-1 p-4 outline-none md:p-6', isChild && CHILD_MAIN)}
          >
            {isChild && !childMayOpen(pathname) ? <AskParent /> : <Outlet />}
          </main>
        </div>
      </div>
    </SidebarProvider>
  );
}
