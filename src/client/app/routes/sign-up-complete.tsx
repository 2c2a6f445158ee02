import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { useMe } from '../../lib/session';
import { AuthCard } from '../../features/auth/components/auth-card';
import { CompleteProfileForm } from '../../features/auth/components/complete-profile-form';
import { markProfileCompletionPrompted } from '../../features/auth/lib/profile-completion';

/** After a provider sign-up: the child's full name and age. */
export default function SignUpCompletePage() {
  const { data: me, isPending } = useMe();
  const complete = Boolean(me && me.students.length > 0);
  const userId = me?.user.id;

  // The guard sends a person here once per browser session; after that they may go elsewhere first.
  useEffect(() => {
    if (userId) markProfileCompletionPrompted(userId);
  }, [userId]);

  if (isPending) return <FullPageSpinner />;
  if (!me) return <Navigate to="/sign-up" replace />;
  if (complete) return <Navigate to="/" replace />;
  return (
    <div className="flex min-h-svh items-center justify-center bg-gradient-to-br from-sky-50 via-background to-amber-50 p-4">
      <AuthCard
        title="Complete your profile"
        description="Tell us about your student to finish setting up your homeschool"
      >
        <CompleteProfileForm />
      </AuthCard>
    </div>
  );
}
