import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityEntry } from '../../shared/schemas/activity';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** The family's account activity (issue 39, ADR 032): the parent's only. */
export const activityQueryOptions = queryOptions({
  queryKey: queryKeys.auth.activity,
  queryFn: async () => (await api.get<{ entries: ActivityEntry[] }>('/api/account/activity')).entries,
});

export function useActivity() {
  return useQuery(activityQueryOptions);
}
