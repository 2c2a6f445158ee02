import { Navigate } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { useMe } from '../../lib/session';
import { AuthCard } from '../../features/auth/components/auth-card';

/** Completion after identity-provider sign-up; the form arrives with third-party sign-in. */
export default function SignUpCompletePage() {
  const { data: me, isPending } = useMe();
  if (isPending) return <FullPageSpinner />;
  if (!me) return <Navigate to="/sign-up" replace />;
  if (me.profile.displayName && me.profile.childAge) return <Navigate to="/" replace />;
  return (
    <div className="flex min-h-svh items-center justify-center p-4">
      <AuthCard title="Complete your profile" description="Tell us about your student">
        <p className="text-sm text-muted-foreground">Profile completion becomes available with Google sign-in.</p>
      </AuthCard>
    </div>
  );
}
