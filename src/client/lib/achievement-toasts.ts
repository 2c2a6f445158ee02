import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import type { Dashboard } from '../../shared/schemas/dashboard';
import type { GameState } from '../../shared/schemas/game';
import { gameQuery } from '../api/game';
import { XP_KINDS } from '../api/live-updates';
import { queryKeys } from '../api/query-keys';
import { achievementUnlocked } from '../../shared/messages/game';
import type { ChangeDetail } from './realtime';

/**
 * Toasts 'Achievement unlocked: {title}' once per achievement of the child on screen (none under 'All
 * children'). Unlocks seen are remembered per account and child in localStorage; the first state a browser
 * sees of a child becomes its baseline (no toasts for old unlocks). Game state arrives with the dashboard
 * and the profile page, and is fetched after any change to the child that can award xp.
 *
 * The baseline must be a state from before anything the person does here, so it is taken when the hook
 * starts: from game state already in the cache (a route loader may have fetched the dashboard before the
 * layout mounted, and a finished fetch sends no later event), or else from a fetch made now. Taking it from
 * the first event instead let a browser's first unlock become part of its baseline, unannounced.
 */
export function useAchievementToasts(userId: string | undefined, studentId: string | undefined): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (!userId || !studentId) return;
    const storageKey = `hs-achievements-seen:${userId}:${studentId}`;
    const check = (game: GameState | undefined) => {
      if (!game) return;
      const unlocked = game.achievements.filter((a) => a.unlocked);
      const stored = localStorage.getItem(storageKey);
      if (stored === null) {
        localStorage.setItem(storageKey, JSON.stringify(unlocked.map((a) => a.id)));
        return;
      }
      const seen = new Set<string>(JSON.parse(stored) as string[]);
      const fresh = unlocked.filter((a) => !seen.has(a.id));
      if (!fresh.length) return;
      for (const a of fresh) toast.success(achievementUnlocked(a.title), { icon: '🏆' });
      localStorage.setItem(storageKey, JSON.stringify([...seen, ...fresh.map((a) => a.id)]));
    };
    const game = gameQuery(studentId);
    const ofChild = (query: Query) => query.queryKey[1] === studentId;
    const gameOf = (query: Query): GameState | undefined => {
      if (!ofChild(query)) return undefined;
      if (query.queryKey[0] === queryKeys.game.all[0]) return query.state.data as GameState | undefined;
      if (query.queryKey[0] === queryKeys.dashboard.all[0])
        return (query.state.data as Dashboard | undefined)?.game;
      return undefined;
    };
    const holdsGame = (query: Query) =>
      ofChild(query) &&
      (query.queryKey[0] === queryKeys.game.all[0] || query.queryKey[0] === queryKeys.dashboard.all[0]);
    const cache = qc.getQueryCache();
    const unsubscribe = cache.subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') check(gameOf(event.query));
    });
    // What arrived before this subscription, oldest first; with nothing arrived or on its way, fetch it now.
    const queries = cache.getAll().filter(holdsGame);
    for (const q of queries.sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt)) check(gameOf(q));
    if (
      localStorage.getItem(storageKey) === null &&
      !queries.some((q) => q.state.fetchStatus === 'fetching')
    ) {
      void qc.fetchQuery(game).catch(() => {});
    }
    const onChange = (e: Event) => {
      const { kinds, studentId: changed } = (e as CustomEvent<ChangeDetail>).detail;
      if ((changed === undefined || changed === studentId) && kinds.some((k) => XP_KINDS.has(k))) {
        void qc.fetchQuery({ ...game, staleTime: 0 }).catch(() => {});
      }
    };
    window.addEventListener('hs:change', onChange);
    return () => {
      unsubscribe();
      window.removeEventListener('hs:change', onChange);
    };
  }, [userId, studentId, qc]);
}
