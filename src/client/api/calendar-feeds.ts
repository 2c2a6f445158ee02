import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { calendarFeedMessages as m } from '../../shared/messages/calendar-feeds';
import type { CalendarFeedList, CreatedCalendarFeed } from '../../shared/schemas/calendar-feeds';
import { api, errorDetail } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** The server's own words for a refusal; none for a 5xx or no answer. */
export const calendarFeedsQueryOptions = queryOptions({
  queryKey: queryKeys.calendarFeeds.all,
  queryFn: async () => (await api.get<CalendarFeedList>('/api/calendar-feeds')).feeds,
});

/** The family's line and each child's: whether a secret calendar link exists (never the link itself). */
export function useCalendarFeeds() {
  return useQuery(calendarFeedsQueryOptions);
}

/**
 * Makes a link (the family's: studentId null) or makes it again, which revokes the old one. The answer is the
 * one time the server gives the link: the caller keeps it to show.
 */
export function useCreateCalendarFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId }: { studentId: string | null; regenerate: boolean }) =>
      api.post<CreatedCalendarFeed>('/api/calendar-feeds', { studentId }),
    onSuccess: (_created, { regenerate }) => {
      toast.success(regenerate ? m.regenerated : m.created);
      return qc.invalidateQueries({ queryKey: queryKeys.calendarFeeds.all });
    },
    onError: (err) => toast.error(m.createFailed, { description: errorDetail(err, undefined) }),
  });
}

export function useTurnOffCalendarFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/calendar-feeds/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast.success(m.turnedOff);
      return qc.invalidateQueries({ queryKey: queryKeys.calendarFeeds.all });
    },
    onError: (err) => toast.error(m.turnOffFailed, { description: errorDetail(err, undefined) }),
  });
}
