import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from 'sonner';
import { dayByDayMessages as msg } from '../../shared/messages/day-by-day';
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

/**
 * A write that, once the server has it, patches the cached page (so the UI updates at once), says so, and
 * refetches the page to confirm. `alsoStale` names other data the write changed.
 */
function usePageWrite<Vars, Result>(write: {
  mutationFn: (vars: Vars) => Promise<Result>;
  patch: (page: DayByDay, result: Result, vars: Vars) => DayByDay;
  done?: string;
  failure: string;
  /** Refetch after a failure too (the refusal may mean the cached page is out of date). */
  refetchOnError?: boolean;
  alsoStale?: QueryKey;
}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: write.mutationFn,
    onSuccess: (result, vars) => {
      patchPage(qc, (p) => write.patch(p, result, vars));
      if (write.done) toast.success(write.done);
      void refetch(qc);
      if (write.alsoStale) void qc.invalidateQueries({ queryKey: write.alsoStale });
    },
    onError: (err) => {
      failed(write.failure)(err);
      if (write.refetchOnError) void refetch(qc);
    },
  });
}

export const useCreateBlock = () =>
  usePageWrite({
    mutationFn: (input: CreateBlockInput) => api.post<DayBlock>('/api/day-by-day/blocks', input),
    patch: (p, block) => ({ ...p, blocks: [...p.blocks.filter((b) => b.id !== block.id), block] }),
    done: msg.blockCreated,
    failure: msg.createBlockFailed,
  });

export const useUpdateBlock = () =>
  usePageWrite({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateBlockInput }) => api.patch<DayBlock>(`/api/day-by-day/blocks/${enc(id)}`, patch),
    patch: (p, block) => ({
      ...p,
      blocks: p.blocks.map((b) => (b.id === block.id ? block : b)),
      schedule: p.schedule.map((e) => (e.blockId === block.id ? { ...e, block } : e)),
    }),
    done: msg.blockUpdated,
    failure: msg.updateBlockFailed,
  });

/** Deletes the block; its entries leave today's schedule with it. */
export const useDeleteBlock = () =>
  usePageWrite({
    mutationFn: (id: string) => api.delete(`/api/day-by-day/blocks/${enc(id)}`),
    patch: (p, _res, id) => ({ ...p, blocks: p.blocks.filter((b) => b.id !== id), schedule: p.schedule.filter((e) => e.blockId !== id) }),
    done: msg.blockDeleted,
    failure: msg.deleteBlockFailed,
  });

export const useAddEntry = () =>
  usePageWrite({
    mutationFn: (input: { blockId: string; startTime: number }) => api.post<ScheduleEntry>('/api/day-by-day/schedule', input),
    patch: (p, entry) => ({ ...p, schedule: [...p.schedule.filter((e) => e.id !== entry.id), entry].sort(byStart) }),
    failure: msg.addToScheduleFailed,
    refetchOnError: true,
  });

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
      failed(msg.updateBlockFailed)(err);
    },
    onSettled: () => refetch(qc),
  });
}

export const useRemoveEntry = () =>
  usePageWrite({
    mutationFn: (id: string) => api.delete(`/api/day-by-day/schedule/${enc(id)}`),
    patch: (p, _res, id) => ({ ...p, schedule: p.schedule.filter((e) => e.id !== id) }),
    failure: msg.removeBlockFailed,
  });

export const useResetDay = () =>
  usePageWrite({
    mutationFn: () => api.delete<{ deleted: number }>('/api/day-by-day/schedule'),
    patch: (p) => ({ ...p, schedule: [] }),
    done: msg.dayReset,
    failure: msg.resetDayFailed,
  });

/** The timeline's settings live in the account's settings too: the profile is stale. */
export const useUpdateDaySettings = () =>
  usePageWrite({
    mutationFn: (input: UpdateDaySettingsInput) => api.put<DayByDaySettings>('/api/day-by-day/settings', input),
    patch: (p, settings) => ({ ...p, settings }),
    done: msg.settingsUpdated,
    failure: msg.updateSettingsFailed,
    alsoStale: queryKeys.me.all,
  });
