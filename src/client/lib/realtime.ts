import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isChangeKind, type ChangeKind } from '../../shared/live-updates';
import { invalidateKinds } from '../api/live-updates';
import { queryKeys } from '../api/query-keys';

/** What a change event says: the kinds of data that changed and, for a change to one child, which child. */
export interface ChangeDetail {
  kinds: ChangeKind[];
  studentId?: string;
}

/** The change event's data, or null when it is malformed. Kinds this build does not know are dropped. */
export function parseChange(data: string): ChangeDetail | null {
  try {
    const parsed = JSON.parse(data) as { kinds?: unknown; studentId?: unknown };
    if (!Array.isArray(parsed.kinds)) return null;
    const kinds = parsed.kinds.filter(isChangeKind);
    return typeof parsed.studentId === 'string' ? { kinds, studentId: parsed.studentId } : { kinds };
  } catch {
    return null;
  }
}

/**
 * Live updates while signed in: one EventSource per tab. Changes invalidate the matching caches (a change
 * to one child only that child's); after a reconnect everything is refetched (events missed while
 * offline are not replayed). Connection loss is silent: EventSource reconnects by itself.
 */
export function useRealtime(enabled: boolean): void {
  const qc = useQueryClient();
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
      const change = parseChange((e as MessageEvent<string>).data);
      if (!change) return;
      void invalidateKinds(qc, change.kinds, change.studentId);
      window.dispatchEvent(new CustomEvent<ChangeDetail>('hs:change', { detail: change }));
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
