import { MutationCache, QueryClient } from '@tanstack/react-query';
import { offlineMessages } from '../../shared/messages/offline';
import { ApiError, isOfflineRefusal } from './api-client';

/** The toasts below load with the first failed write, not with the entry (ADR 037). */
const toast = () => import('./toast').then((m) => m.toast);

export const queryClient = new QueryClient({
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      // A write refused offline says why, once, whatever the feature's own toast says (ADR 023).
      if (isOfflineRefusal(error)) {
        // After the feature's own failure toast (its onError runs after this one), so this one is in front.
        setTimeout(
          () =>
            void toast().then((t) =>
              t.error(offlineMessages.toastTitle, {
                id: 'offline-write',
                description: offlineMessages.cantSave,
              }),
            ),
        );
        return;
      }
      // A write the member's role does not allow (ADR 024): the server's refusal, said once, as a toast —
      // unless the mutation reports its own failures.
      if (error instanceof ApiError && error.status === 403 && !mutation.options.onError)
        void toast().then((t) => t.error(error.message));
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      // Offline, reads still go out once: the service worker answers a day's reads from its copy (ADR 023).
      networkMode: 'offlineFirst',
    },
    // A write offline reaches the API client, which refuses it at once instead of waiting to be online.
    mutations: { retry: false, networkMode: 'always' },
  },
});
