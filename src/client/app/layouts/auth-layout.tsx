import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { useMe } from '../../lib/session';

/** Auth pages: a signed-in visitor is sent to the dashboard. */
export function AuthLayout() {
  const { data: me, isPending } = useMe();
  if (isPending) return <FullPageSpinner />;
  if (me) return <Navigate to="/" replace />;
  return (
    <div className="flex min-h-svh items-center justify-center bg-gradient-to-br from-sky-50 via-background to-amber-50 p-4">
      <Outlet />
    </div>
  );
}
