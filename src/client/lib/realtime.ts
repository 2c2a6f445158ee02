import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAchievementToasts } from './achievement-toasts';
import { meQueryKey, useMe } from './session';
import type { ChangeKind } from '../../shared/live-updates';
import { queryKeys, type QueryRoot } from '../api/query-keys';

/**
 * The query roots each server change kind invalidates (the dashboard shows a bit of everything and is always
 * refetched). Typed by the shared kinds: a new kind fails to compile until it is handled here.
 */
const keysByKind = {
  profile: ['me'],
  xp: ['me', 'game'],
  classes: ['classes', 'events', 'assignments'],
  events: ['events'],
  tasks: ['tasks'],
  'bucket-list': ['bucket-list'],
  'learn-list': ['learn-list'],
  attendance: ['attendance'],
  assignments: ['assignments'],
  'day-blocks': ['day-by-day'],
  'day-schedule': ['day-by-day'],
} as const satisfies Record<ChangeKind, readonly QueryRoot[]>;

export function invalidateKinds(qc: QueryClient, kinds: readonly string[]): void {
  const prefixes = new Set<string>(queryKeys.dashboard);
  for (const kind of kinds) if (Object.hasOwn(keysByKind, kind)) for (const key of keysByKind[kind as ChangeKind]) prefixes.add(key);
  void qc.invalidateQueries({ predicate: (q) => prefixes.has(String(q.queryKey[0])) });
}

/**
 * Live updates while signed in: one EventSource per tab, and achievement toasts when an unlock arrives.
 * Changes invalidate the matching caches; after a reconnect everything is refetched (events missed while
 * offline are not replayed). Connection loss is silent: EventSource reconnects by itself.
 */
export function useRealtime(enabled: boolean): void {
  const qc = useQueryClient();
  useAchievementToasts(useMe().data?.user.id);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/realtime');
    let connectedBefore = false;
    source.addEventListener('ready', () => {
      if (connectedBefore) void qc.invalidateQueries();
      connectedBefore = true;
      // Lets end-to-end tests (and curious developers) see that live updates are connected.
      document.documentElement.dataset.realtime = 'connected';
    });
    source.addEventListener('change', (e) => {
      try {
        const { kinds } = JSON.parse((e as MessageEvent<string>).data) as { kinds: string[] };
        invalidateKinds(qc, kinds);
        window.dispatchEvent(new CustomEvent('hs:change', { detail: kinds }));
      } catch {
        /* malformed event: ignore */
      }
    });
    source.addEventListener('unauthorized', () => {
      source.close();
      void qc.invalidateQueries({ queryKey: meQueryKey });
    });
    // A 401 on reconnect makes EventSource give up (readyState CLOSED): re-check the session.
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) void qc.invalidateQueries({ queryKey: meQueryKey });
    };

    const onVisible = () => {
      if (document.visibilityState === 'visible') void qc.invalidateQueries({ queryKey: meQueryKey });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      delete document.documentElement.dataset.realtime;
      source.close();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, qc]);
}
