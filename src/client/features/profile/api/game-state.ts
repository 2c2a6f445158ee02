import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameState } from '../../../../shared/schemas/game';
import { gameQueryKey } from '../../../lib/achievement-toasts';
import { api } from '../../../lib/api-client';

/** XP, level and the six achievements with their unlock dates and progress (GET /api/game). */
export const gameStateQueryOptions = queryOptions({
  queryKey: gameQueryKey,
  queryFn: () => api.get<GameState>('/api/game'),
});

export function useGameState() {
  return useQuery(gameStateQueryOptions);
}
