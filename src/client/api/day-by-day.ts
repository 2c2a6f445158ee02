import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  CreateBlockInput,
  DayBlock,
  DayByDay,
  ScheduleEntry,
  UpdateBlockInput,
  UpdateDaySettingsInput,
} from '../../shared/schemas/day-by-day';
import type { DayByDaySettings } from '../../shared/schemas/settings';
import { api, ApiError } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** The page's one request; keyed by today so the planner moves on at midnight. */
export const dayByDayQuery = (today: string) =>
  queryOptions({ queryKey: queryKeys.dayByDay.page(today), queryFn: () => api.get<DayByDay>('/api/day-by-day') });

export function useDayByDay(today: string) {
  return useQuery(dayByDayQuery(today));
}

const enc = encodeURIComponent;

/** Applies a change to the cached page so the UI updates at once (the server stays the source of truth). */
function patchPage(qc: QueryClient, update: (page: DayByDay) => DayByDay) {
  qc.setQueriesData<DayByDay>({ queryKey: queryKeys.dayByDay.pages }, (page) => (page ? update(page) : page));
}

const refetch = (qc: QueryClient) => qc.invalidateQueries({ queryKey: queryKeys.dayByDay.all });

/** A failure toast with the server's reason underneath when it has one. */
function failed(title: string) {
  return (err: unknown) => {
    toast.error(title, err instanceof ApiError && err.status !== 0 && err.status < 500 ? { description: err.message } : undefined);
  };
}

const byStart = (a: ScheduleEntry, b: ScheduleEntry) => a.startTime - b.startTime;

export function useCreateBlock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBlockInput) => api.post<DayBlock>('/api/day-by-day/blocks', input),
    onSuccess: (block) => {
      patchPage(qc, (p) => ({ ...p, blocks: [...p.blocks.filter((b) => b.id !== block.id), block] }));
      toast.success('Block created');
      void refetch(qc);
    },
    onError: failed('Failed to create block'),
  });
}

export function useUpdateBlock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateBlockInput }) => api.patch<DayBlock>(`/api/day-by-day/blocks/${enc(id)}`, patch),
    onSuccess: (block) => {
      patchPage(qc, (p) => ({
        ...p,
        blocks: p.blocks.map((b) => (b.id === block.id ? block : b)),
        schedule: p.schedule.map((e) => (e.blockId === block.id ? { ...e, block } : e)),
      }));
      toast.success('Block updated');
      void refetch(qc);
    },
    onError: failed('Failed to update block'),
  });
}

/** Deletes the block; its entries leave today's schedule with it. */
export function useDeleteBlock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/day-by-day/blocks/${enc(id)}`),
    onSuccess: (_res, id) => {
      patchPage(qc, (p) => ({ ...p, blocks: p.blocks.filter((b) => b.id !== id), schedule: p.schedule.filter((e) => e.blockId !== id) }));
      toast.success('Block deleted');
      void refetch(qc);
    },
    onError: failed('Failed to delete block'),
  });
}

export function useAddEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { blockId: string; startTime: number }) => api.post<ScheduleEntry>('/api/day-by-day/schedule', input),
    onSuccess: (entry) => {
      patchPage(qc, (p) => ({ ...p, schedule: [...p.schedule.filter((e) => e.id !== entry.id), entry].sort(byStart) }));
      void refetch(qc);
    },
    onError: (err) => {
      failed('Failed to add block to schedule')(err);
      void refetch(qc);
    },
  });
}

/** Moves an entry at once on screen; puts it back if the server refuses. */
export function useMoveEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, startTime }: { id: string; startTime: number }) =>
      api.patch<ScheduleEntry>(`/api/day-by-day/schedule/${enc(id)}`, { startTime }),
    onMutate: async ({ id, startTime }) => {
      await qc.cancelQueries({ queryKey: queryKeys.dayByDay.pages });
      const before = qc.getQueriesData<DayByDay>({ queryKey: queryKeys.dayByDay.pages });
      patchPage(qc, (p) => ({ ...p, schedule: p.schedule.map((e) => (e.id === id ? { ...e, startTime } : e)).sort(byStart) }));
      return { before };
    },
    onSuccess: (entry) => {
      patchPage(qc, (p) => ({ ...p, schedule: p.schedule.map((e) => (e.id === entry.id ? entry : e)).sort(byStart) }));
    },
    onError: (err, _vars, ctx) => {
      for (const [key, data] of ctx?.before ?? []) qc.setQueryData(key, data);
      failed('Failed to update block')(err);
    },
    onSettled: () => refetch(qc),
  });
}

export function useRemoveEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/day-by-day/schedule/${enc(id)}`),
    onSuccess: (_res, id) => {
      patchPage(qc, (p) => ({ ...p, schedule: p.schedule.filter((e) => e.id !== id) }));
      void refetch(qc);
    },
    onError: failed('Failed to remove block'),
  });
}

export function useResetDay() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ deleted: number }>('/api/day-by-day/schedule'),
    onSuccess: () => {
      patchPage(qc, (p) => ({ ...p, schedule: [] }));
      toast.success('Day reset');
      void refetch(qc);
    },
    onError: failed('Failed to reset day'),
  });
}

export function useUpdateDaySettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateDaySettingsInput) => api.put<DayByDaySettings>('/api/day-by-day/settings', input),
    onSuccess: (settings) => {
      patchPage(qc, (p) => ({ ...p, settings }));
      toast.success('Settings updated');
      void refetch(qc);
      void qc.invalidateQueries({ queryKey: queryKeys.me.all });
    },
    onError: failed('Failed to update settings'),
  });
}
