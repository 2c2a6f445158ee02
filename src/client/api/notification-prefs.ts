import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { notificationsMessages as m } from '../../shared/messages/notifications';
import type { NotificationPrefs, UnsubscribeStatus } from '../../shared/schemas/notifications';
import { api, errorDetail } from '../lib/api-client';

/**
 * The weekly e-mail (ADR 045): the signed-in adult's own choice, and the unsubscribe link's page. The keys live
 * here, not in query-keys.ts (the entry chunk's file, at its budget): only Settings and the unsubscribe page
 * use them, and no live update touches them (each adult changes only their own).
 */
const KEY = ['notification-prefs'] as const;
const unsubscribeKey = (token: string) => ['unsubscribe', token] as const;

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

const unsubscribeUrl = (token: string) => `/api/unsubscribe/${encodeURIComponent(token)}`;

/** Whether the link's adult still gets the e-mail (no sign-in: the token is the key). */
export function useUnsubscribeStatus(token: string) {
  return useQuery({
    queryKey: unsubscribeKey(token),
    queryFn: () => api.get<UnsubscribeStatus>(unsubscribeUrl(token)),
    retry: false,
  });
}

export function useUnsubscribe(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<UnsubscribeStatus>(unsubscribeUrl(token)),
    onSuccess: (status) => {
      qc.setQueryData(unsubscribeKey(token), status);
      void qc.invalidateQueries({ queryKey: KEY });
    },
  });
}
