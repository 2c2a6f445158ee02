import { Spinner } from '../../components/ui/spinner';
import { useAuthConfig } from '../../api/auth-config';
import { AdminResetNotice } from '../../features/auth/components/admin-reset-notice';
import { AuthCard, AuthFooterLink } from '../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { LoadError } from '../../components/load-error';

export default function ForgotPasswordPage() {
  const { data: config, isPending, isError, refetch } = useAuthConfig();
  return (
    <AuthCard
      title="Forgot password?"
      description={
        config?.email.passwordReset
          ? "We'll email you a link to choose a new one"
          : 'Get back into your homeschool'
      }
      footer={<AuthFooterLink to="/sign-in">Back to sign in</AuthFooterLink>}
    >
      {isPending ? (
        <div className="flex justify-center py-4">
          <Spinner className="size-6 text-primary" aria-label="Loading" />
        </div>
      ) : isError ? (
        <LoadError onRetry={refetch} />
      ) : config.email.passwordReset ? (
        <ForgotPasswordForm />
      ) : (
        <AdminResetNotice />
      )}
    </AuthCard>
  );
}
