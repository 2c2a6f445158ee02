import { Link } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useAuthConfig } from '../../api/auth-config';
import { AdminResetNotice } from '../../features/auth/components/admin-reset-notice';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export default function ForgotPasswordPage() {
  const { data: config, isPending, isError, refetch } = useAuthConfig();
  return (
    <AuthCard
      title="Forgot password?"
      description={config?.email.passwordReset ? "We'll email you a link to choose a new one" : 'Get back into your homeschool'}
      footer={
        <Link to="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {isPending ? (
        <div className="flex justify-center py-4">
          <Spinner className="size-6 text-primary" aria-label="Loading" />
        </div>
      ) : isError ? (
        <div role="alert" className="flex flex-col items-center gap-2 text-sm">
          <p>Failed to load data</p>
          <button type="button" className="text-primary underline" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : config.email.passwordReset ? (
        <ForgotPasswordForm />
      ) : (
        <AdminResetNotice />
      )}
    </AuthCard>
  );
}
