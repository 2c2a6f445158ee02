import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { useRealtime } from '../../lib/realtime';
import { isLeaving, useMe } from '../../lib/session';
import {
  COMPLETE_PROFILE_PATH,
  shouldSendToProfileCompletion,
} from '../../features/auth/lib/profile-completion';
import { AppShell } from './app-shell';
import { OfflineBanner } from './offline-banner';
import { LoadError } from '../../components/load-error';

/**
 * Spinner while the session loads; signed-out visitors go to /sign-in. The global guard: a provider sign-up
 * whose profile lacks the child's name or age is sent once per browser session from / to the completion page.
 */
export function ProtectedLayout() {
  const { data: me, isPending, isError, refetch } = useMe();
  const location = useLocation();
  useRealtime(Boolean(me));
  if (isPending) return <FullPageSpinner label="Loading your homeschool" />;
  if (isError) {
    return (
      <>
        <OfflineBanner />
        <div className="flex min-h-svh items-center justify-center p-6">
          <LoadError className="max-w-md" onRetry={refetch} />
        </div>
      </>
    );
  }
  if (!me) {
    // Leaving on purpose (the account was just deleted): its own navigation takes the visitor on.
    if (isLeaving()) return <FullPageSpinner label="Signing out" />;
    return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;
  }
  if (shouldSendToProfileCompletion(me, location.pathname))
    return <Navigate to={COMPLETE_PROFILE_PATH} replace />;
  return <AppShell me={me} />;
}
