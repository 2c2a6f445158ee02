import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { isSignedInPath } from '../../lib/signed-in-path';

/**
 * The two layouts with a session (ADR 037): each its own chunk, so the entry carries neither TanStack's query
 * hooks nor the layouts' code — only the router, the query client and the page spinner. Route errors still
 * show `RouteError`, which stays in the entry (it must show when a chunk cannot load).
 */
const loadSignedIn = () => import('./protected-layout');
const loadShell = () => import('../../features/shell/components/signed-in-shell');
const SignedIn = lazy(() => loadSignedIn().then((m) => ({ default: m.ProtectedLayout })));
const Auth = lazy(() => import('./auth-layout').then((m) => ({ default: m.AuthLayout })));

// On a signed-in path the layout and the shell start loading with the entry, beside the session and the page.
if (typeof window !== 'undefined' && isSignedInPath(window.location.pathname)) {
  void loadSignedIn();
  void loadShell();
}

/** The signed-in pages' layout (protected-layout.tsx): the session check, then the shell. */
export function SignedInRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner label="Loading your homeschool" />}>
      <SignedIn />
    </Suspense>
  );
}

/** The sign-in and sign-up pages' layout (auth-layout.tsx). */
export function AuthRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Auth />
    </Suspense>
  );
}
