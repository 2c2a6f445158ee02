import { Link, useSearchParams } from 'react-router';
import { authFlowMessages } from '@shared/messages/auth';
import { AuthCard, AuthFooterLink } from '../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

/** The page the reset mail links to (/reset-password?token=…); it works signed in or out. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <div className="flex min-h-svh items-center justify-center bg-gradient-to-br from-sky-50 via-background to-amber-50 p-4">
      <AuthCard
        title="Choose a new password"
        description="Pick a password you have not used here before"
        footer={<AuthFooterLink to="/sign-in">Back to sign in</AuthFooterLink>}
      >
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <div role="alert" className="flex flex-col gap-2 text-sm">
            <p>{authFlowMessages.resetInvalid}</p>
            <Link to="/forgot-password" className="font-medium text-primary underline underline-offset-4">
              Ask for a new link
            </Link>
          </div>
        )}
      </AuthCard>
    </div>
  );
}
