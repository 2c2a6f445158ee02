import { offlineMessages } from '@shared/messages/offline';
import { useOffline } from '../../lib/connection';

/**
 * 'You're offline' above the signed-in pages while the device is offline or the server cannot be reached
 * (ADR 023). The status region is always there, so a screen reader hears the banner when it appears.
 */
export function OfflineBanner() {
  const offline = useOffline();
  return (
    <div role="status" className="print:hidden">
      {offline && (
        <p
          data-testid="offline-banner"
          className="bg-warning px-4 py-2 text-center text-sm font-medium text-warning-foreground wrap-anywhere"
        >
          {offlineMessages.banner}
        </p>
      )}
    </div>
  );
}
