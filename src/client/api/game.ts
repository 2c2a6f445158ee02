import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameState } from '../../shared/schemas/game';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';
import { childPath } from './child-path';

/** A child's xp, level, streak and the six achievements with their unlock dates and progress. */
export const gameQuery = (studentId: string) =>
  queryOptions({
    queryKey: queryKeys.game.child(studentId),
    queryFn: () => api.get<GameState>(childPath(studentId, 'game')),
  });

export function useGameState(studentId: string) {
  return useQuery(gameQuery(studentId));
}
