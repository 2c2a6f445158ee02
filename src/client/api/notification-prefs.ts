import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { notificationsMessages as m } from '../../shared/messages/notifications';
import type { NotificationPrefs } from '../../shared/schemas/notifications';
import { api, errorDetail } from '../lib/api-client';

/**
 * The weekly e-mail (ADR 045): the signed-in adult's own choice (the unsubscribe page's are in unsubscribe.ts).
 * The key lives here, not in query-keys.ts (the entry chunk's file, at its budget): only Settings and the unsubscribe page
 * use them, and no live update touches them (each adult changes only their own).
 */
const KEY = ['notification-prefs'] as const;

export const notificationPrefsQueryOptions = queryOptions({
  queryKey: KEY,
  queryFn: () => api.get<NotificationPrefs>('/api/notification-prefs'),
});

export function useNotificationPrefs() {
  return useQuery(notificationPrefsQueryOptions);
}

/** Turns the adult's weekly e-mail on or off, shown switched at once and put back if the server refuses. */
export function useSetWeeklyEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (weeklyEmail: boolean) =>
      api.put<NotificationPrefs>('/api/notification-prefs', { weeklyEmail }),
    onMutate: async (weeklyEmail) => {
      await qc.cancelQueries({ queryKey: KEY });
      const previous = qc.getQueryData<NotificationPrefs>(KEY);
      if (previous) qc.setQueryData<NotificationPrefs>(KEY, { ...previous, weeklyEmail });
      return { previous };
    },
    onSuccess: (prefs) => {
      qc.setQueryData(KEY, prefs);
      toast.success(prefs.weeklyEmail ? m.turnedOn : m.turnedOff);
    },
    onError: (err, _on, ctx) => {
      if (ctx?.previous) qc.setQueryData(KEY, ctx.previous);
      toast.error(m.saveFailed, { description: errorDetail(err) });
    },
  });
}
