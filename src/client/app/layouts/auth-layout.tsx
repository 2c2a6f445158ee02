import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { useMe } from '../../lib/session';
import {
  COMPLETE_PROFILE_PATH,
  shouldSendToProfileCompletion,
} from '../../features/auth/lib/profile-completion';

/** Auth pages: a signed-in visitor is sent to the dashboard (or, once, to finish a provider sign-up). */
export function AuthLayout() {
  const { data: me, isPending } = useMe();
  const { pathname } = useLocation();
  if (isPending) return <FullPageSpinner />;
  if (me)
    return (
      <Navigate to={shouldSendToProfileCompletion(me, pathname) ? COMPLETE_PROFILE_PATH : '/'} replace />
    );
  return (
    <div className="flex min-h-svh items-center justify-center bg-gradient-to-br from-sky-50 via-background to-amber-50 p-4">
      <Outlet />
    </div>
  );
}
