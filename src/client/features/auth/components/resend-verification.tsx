import { toast } from 'sonner';
import { Button } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api-client';
import { useResendVerification } from '@client/api/account';

/** Under 'Please verify your email!': sends a fresh confirmation link to the address typed in. */
export function ResendVerification({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <Button
      type="button"
      variant="link"
      className="h-auto self-start p-0 text-sm text-red-900 underline dark:text-red-100"
      disabled={resend.isPending || resend.isSuccess}
      onClick={() =>
        resend.mutate(
          { email },
          {
            onSuccess: (res) => toast.success(res.message),
            onError: (err) =>
              toast.error(
                err instanceof ApiError && err.message
                  ? err.message
                  : 'Failed to send the confirmation email',
              ),
          },
        )
      }
    >
      {resend.isSuccess
        ? 'Confirmation email sent'
        : resend.isPending
          ? 'Sending...'
          : 'Resend confirmation email'}
    </Button>
  );
}
