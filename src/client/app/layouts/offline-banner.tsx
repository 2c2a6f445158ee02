import { useSyncExternalStore } from 'react';
import { offlineBannerMessages } from '@shared/messages/offline-banner';
import { isOffline, subscribeToConnection } from '../../lib/connection';

/** Whether the app is offline (lib/connection.ts), as a value that re-renders. Here, not in the entry (ADR 061). */
const useOffline = (): boolean => useSyncExternalStore(subscribeToConnection, isOffline, () => false);

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
          {offlineBannerMessages.banner}
        </p>
      )}
    </div>
  );
}
