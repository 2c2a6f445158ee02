import { toast } from 'sonner';
import { authFlowMessages } from '@shared/messages/auth';
import { Button } from '@client/components/ui/button';
import { useAuthConfig } from '@client/api/auth-config';
import { useSocialSignIn, type SocialProvider } from '@client/api/account';

/**
 * 'Continue with Google': Google when GOOGLE_CLIENT_ID/SECRET are set, else the OpenID Connect issuer
 * (labelled with OIDC_NAME when given). Without either it is visibly unavailable and says why.
 */
export function GoogleButton() {
  const { data: config, isPending, isError } = useAuthConfig();
  const signIn = useSocialSignIn();
  const provider: SocialProvider | null = config?.google ? 'google' : config?.oidc ? 'oidc' : null;
  const label =
    provider === 'oidc' && config?.oidcName ? `Continue with ${config.oidcName}` : 'Continue with Google';

  const start = () => {
    if (!provider) return;
    signIn.mutate(provider, { onError: () => toast.error(authFlowMessages.googleFailed) });
  };

  const unavailable = !isPending && !provider;
  return (
    <div className="flex flex-col gap-1">
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={!provider || signIn.isPending || signIn.isSuccess}
        aria-describedby={unavailable ? 'google-unavailable' : undefined}
        onClick={start}
      >
        <GoogleMark /> {signIn.isPending || signIn.isSuccess ? 'Redirecting...' : label}
      </Button>
      {unavailable ? (
        <p id="google-unavailable" className="text-center text-xs text-muted-foreground">
          {isError
            ? 'Google sign-in could not be checked. Reload the page to try again.'
            : 'Google sign-in is not set up on this server.'}
        </p>
      ) : null}
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden>
      <path
        fill="#4285F4"
        d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.3-4.8 3.3-8Z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z"
      />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8Z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4Z"
      />
    </svg>
  );
}
