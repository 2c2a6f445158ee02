import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeStatus } from '../../shared/schemas/notifications';
import { api } from '../lib/api-client';

/**
 * The weekly e-mail's unsubscribe link (ADR 045): no sign-in, the token is the key. Apart from
 * notification-prefs.ts so the page shares no module with Settings (a shared one split the entry chunk).
 */
const key = (token: string) => ['unsubscribe', token] as const;
const url = (token: string) => `/api/unsubscribe/${encodeURIComponent(token)}`;

/** Whether the link's adult still gets the e-mail (opening the page changes nothing). */
export function useUnsubscribeStatus(token: string) {
  return useQuery({
    queryKey: key(token),
    queryFn: () => api.get<UnsubscribeStatus>(url(token)),
    retry: false,
  });
}

export function useUnsubscribe(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<UnsubscribeStatus>(url(token)),
    onSuccess: (status) => qc.setQueryData(key(token), status),
  });
}
