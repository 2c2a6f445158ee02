import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameState } from '../../shared/schemas/game';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** XP, level and the six achievements with their unlock dates and progress (GET /api/game). */
export const gameQuery = queryOptions({
  queryKey: queryKeys.game.all,
  queryFn: () => api.get<GameState>('/api/game'),
});

export function useGameState() {
  return useQuery(gameQuery);
}
