import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { IsoDate } from '../../shared/domain/dates';
import { eventMessages } from '../../shared/messages/calendar';
import type { CalendarEvent, EventInput } from '../../shared/schemas/calendar';
import { api, errorDetail } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** One request per month view: every event in the visible grid, with its class's display details. */
export const eventsQuery = (from: IsoDate, to: IsoDate) =>
  queryOptions({
    queryKey: queryKeys.events.range(from, to),
    queryFn: () => api.get<CalendarEvent[]>(`/api/events?from=${from}&to=${to}`),
  });

export function useEvents(from: IsoDate, to: IsoDate) {
  return useQuery({ ...eventsQuery(from, to), placeholderData: keepPreviousData });
}

export function useCreateEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: EventInput) => api.post<CalendarEvent>('/api/events', input),
    onSuccess: (event) => {
      toast.success(eventMessages.added, { description: eventMessages.addedText(event.title) });
      return qc.invalidateQueries({ queryKey: queryKeys.events.all });
    },
    onError: (err) => toast.error(eventMessages.addFailed, { description: errorDetail(err, undefined) }),
  });
}

export function useUpdateEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: EventInput }) =>
      api.patch<CalendarEvent>(`/api/events/${id}`, input),
    onSuccess: (event) => {
      toast.success(eventMessages.updated, { description: event.title });
      return qc.invalidateQueries({ queryKey: queryKeys.events.all });
    },
    onError: (err) => toast.error(eventMessages.updateFailed, { description: errorDetail(err, undefined) }),
  });
}

export function useDeleteEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (event: CalendarEvent) => api.delete(`/api/events/${event.id}`),
    onSuccess: (_res, event) => {
      toast.success(eventMessages.deleted, { description: event.title });
      return qc.invalidateQueries({ queryKey: queryKeys.events.all });
    },
    onError: (err) => toast.error(eventMessages.deleteFailed, { description: errorDetail(err, undefined) }),
  });
}
