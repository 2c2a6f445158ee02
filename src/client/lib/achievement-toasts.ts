import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import type { ChangeKind } from '../../shared/live-updates';
import type { Dashboard } from '../../shared/schemas/dashboard';
import type { GameState } from '../../shared/schemas/game';
import { gameQuery } from '../api/game';
import { XP_KINDS } from '../api/live-updates';
import { queryKeys } from '../api/query-keys';
import { achievementUnlocked } from '../../shared/messages/game';

/**
 * Toasts 'Achievement unlocked: {title}' once per achievement. Unlocks seen are remembered per account in
 * localStorage; the first state a browser sees becomes its baseline (no toasts for old unlocks). Game
 * state arrives with the dashboard and the profile page, and is fetched after any change that can award xp.
 */
export function useAchievementToasts(userId: string | undefined): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const storageKey = `hs-achievements-seen:${userId}`;
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
    const unsubscribe = qc.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const key = event.query.queryKey[0];
      if (key === queryKeys.game.all[0]) check(event.query.state.data as GameState);
      else if (key === queryKeys.dashboard.all[0]) check((event.query.state.data as Dashboard | undefined)?.game);
    });
    const onChange = (e: Event) => {
      const kinds = (e as CustomEvent<ChangeKind[]>).detail;
      if (kinds.some((k) => XP_KINDS.has(k))) {
        void qc.fetchQuery({ ...gameQuery, staleTime: 0 }).catch(() => {});
      }
    };
    window.addEventListener('hs:change', onChange);
    return () => {
      unsubscribe();
      window.removeEventListener('hs:change', onChange);
    };
  }, [userId, qc]);
}
