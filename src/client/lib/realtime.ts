import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isChangeKind, type ChangeKind } from '../../shared/live-updates';
import { invalidateKinds } from '../api/live-updates';
import { queryKeys } from '../api/query-keys';
import { useAchievementToasts } from './achievement-toasts';
import { useMe } from './session';

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
        const kinds = (JSON.parse((e as MessageEvent<string>).data) as { kinds: unknown[] }).kinds.filter(isChangeKind);
        void invalidateKinds(qc, kinds);
        window.dispatchEvent(new CustomEvent<ChangeKind[]>('hs:change', { detail: kinds }));
      } catch {
        /* malformed event: ignore */
      }
    });
    source.addEventListener('unauthorized', () => {
      source.close();
      void qc.invalidateQueries({ queryKey: queryKeys.me.all });
    });
    // A 401 on reconnect makes EventSource give up (readyState CLOSED): re-check the session.
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) void qc.invalidateQueries({ queryKey: queryKeys.me.all });
    };

    const onVisible = () => {
      if (document.visibilityState === 'visible') void qc.invalidateQueries({ queryKey: queryKeys.me.all });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      delete document.documentElement.dataset.realtime;
      source.close();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, qc]);
}
