import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
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
import { api, errorDetail } from '../lib/api-client';
import { childPath } from './child-path';
import { queryKeys } from './query-keys';

/**
 * A child's planner page in one request (the child's schedule, the family's saved blocks and settings);
 * keyed by today so the planner moves on at midnight.
 */
export const dayByDayQuery = (studentId: string, today: string) =>
  queryOptions({
    queryKey: queryKeys.dayByDay.page(studentId, today),
    queryFn: () => api.get<DayByDay>(childPath(studentId, 'day-by-day')),
  });

export function useDayByDay(studentId: string, today: string) {
  return useQuery(dayByDayQuery(studentId, today));
}

const enc = encodeURIComponent;

/**
 * Which cached pages a write touches: one child's (its schedule), or every child's (the family's saved
 * blocks and settings, which each child's page carries).
 */
type Pages = { studentId: string } | 'family';
const pagesKey = (pages: Pages): QueryKey =>
  pages === 'family' ? queryKeys.dayByDay.all : queryKeys.dayByDay.child(pages.studentId);

/** Applies a change to the cached pages so the UI updates at once (the server stays the source of truth). */
function patchPage(qc: QueryClient, pages: Pages, update: (page: DayByDay) => DayByDay) {
  qc.setQueriesData<DayByDay>({ queryKey: pagesKey(pages) }, (page) => (page ? update(page) : page));
}

const refetch = (qc: QueryClient, pages: Pages) => qc.invalidateQueries({ queryKey: pagesKey(pages) });

/** A failure toast with the server's reason underneath when it has one. */
function failed(title: string) {
  return (err: unknown) => {
    toast.error(title, { description: errorDetail(err, undefined) });
  };
}

const byStart = (a: ScheduleEntry, b: ScheduleEntry) => a.startTime - b.startTime;

/**
 * A write that, once the server has it, patches the cached page (so the UI updates at once), says so, and
 * refetches the page to confirm. `alsoStale` names other data the write changed.
 */
function usePageWrite<Vars, Result>(write: {
  pages: Pages;
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
      patchPage(qc, write.pages, (p) => write.patch(p, result, vars));
      if (write.done) toast.success(write.done);
      void refetch(qc, write.pages);
      if (write.alsoStale) void qc.invalidateQueries({ queryKey: write.alsoStale });
    },
    onError: (err) => {
      failed(write.failure)(err);
      if (write.refetchOnError) void refetch(qc, write.pages);
    },
  });
}

export const useCreateBlock = () =>
  usePageWrite({
    pages: 'family',
    mutationFn: (input: CreateBlockInput) => api.post<DayBlock>('/api/day-by-day/blocks', input),
    patch: (p, block) => ({ ...p, blocks: [...p.blocks.filter((b) => b.id !== block.id), block] }),
    done: msg.blockCreated,
    failure: msg.createBlockFailed,
  });

export const useUpdateBlock = () =>
  usePageWrite({
    pages: 'family',
    mutationFn: ({ id, patch }: { id: string; patch: UpdateBlockInput }) =>
      api.patch<DayBlock>(`/api/day-by-day/blocks/${enc(id)}`, patch),
    patch: (p, block) => ({
      ...p,
      blocks: p.blocks.map((b) => (b.id === block.id ? block : b)),
      schedule: p.schedule.map((e) => (e.blockId === block.id ? { ...e, block } : e)),
    }),
    done: msg.blockUpdated,
    failure: msg.updateBlockFailed,
  });

/** Deletes the block; its entries leave every child's schedule with it. */
export const useDeleteBlock = () =>
  usePageWrite({
    pages: 'family',
    mutationFn: (id: string) => api.delete(`/api/day-by-day/blocks/${enc(id)}`),
    patch: (p, _res, id) => ({
      ...p,
      blocks: p.blocks.filter((b) => b.id !== id),
      schedule: p.schedule.filter((e) => e.blockId !== id),
    }),
    done: msg.blockDeleted,
    failure: msg.deleteBlockFailed,
  });

export const useAddEntry = (studentId: string) =>
  usePageWrite({
    pages: { studentId },
    mutationFn: (input: { blockId: string; startTime: number }) =>
      api.post<ScheduleEntry>(childPath(studentId, 'day-by-day/schedule'), input),
    patch: (p, entry) => ({
      ...p,
      schedule: [...p.schedule.filter((e) => e.id !== entry.id), entry].sort(byStart),
    }),
    failure: msg.addToScheduleFailed,
    refetchOnError: true,
  });

/** Moves an entry of the child's schedule at once on screen; puts it back if the server refuses. */
export function useMoveEntry(studentId: string) {
  const qc = useQueryClient();
  const pages: Pages = { studentId };
  return useMutation({
    mutationFn: ({ id, startTime }: { id: string; startTime: number }) =>
      api.patch<ScheduleEntry>(childPath(studentId, `day-by-day/schedule/${enc(id)}`), { startTime }),
    onMutate: async ({ id, startTime }) => {
      await qc.cancelQueries({ queryKey: pagesKey(pages) });
      const before = qc.getQueriesData<DayByDay>({ queryKey: pagesKey(pages) });
      patchPage(qc, pages, (p) => ({
        ...p,
        schedule: p.schedule.map((e) => (e.id === id ? { ...e, startTime } : e)).sort(byStart),
      }));
      return { before };
    },
    onSuccess: (entry) => {
      patchPage(qc, pages, (p) => ({
        ...p,
        schedule: p.schedule.map((e) => (e.id === entry.id ? entry : e)).sort(byStart),
      }));
    },
    onError: (err, _vars, ctx) => {
      for (const [key, data] of ctx?.before ?? []) qc.setQueryData(key, data);
      failed(msg.updateBlockFailed)(err);
    },
    onSettled: () => refetch(qc, pages),
  });
}

export const useRemoveEntry = (studentId: string) =>
  usePageWrite({
    pages: { studentId },
    mutationFn: (id: string) => api.delete(childPath(studentId, `day-by-day/schedule/${enc(id)}`)),
    patch: (p, _res, id) => ({ ...p, schedule: p.schedule.filter((e) => e.id !== id) }),
    failure: msg.removeBlockFailed,
  });

export const useResetDay = (studentId: string) =>
  usePageWrite({
    pages: { studentId },
    mutationFn: () => api.delete<{ deleted: number }>(childPath(studentId, 'day-by-day/schedule')),
    patch: (p) => ({ ...p, schedule: [] }),
    done: msg.dayReset,
    failure: msg.resetDayFailed,
  });

/** The timeline's settings are the family's (in its settings too, so `me` is stale). */
export const useUpdateDaySettings = () =>
  usePageWrite({
    pages: 'family',
    mutationFn: (input: UpdateDaySettingsInput) =>
      api.put<DayByDaySettings>('/api/day-by-day/settings', input),
    patch: (p, settings) => ({ ...p, settings }),
    done: msg.settingsUpdated,
    failure: msg.updateSettingsFailed,
    alsoStale: queryKeys.me.all,
  });
