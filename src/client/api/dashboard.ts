import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../shared/schemas/dashboard';
import { api } from '../lib/api-client';
import { childPath } from './child-path';
import { queryKeys } from './query-keys';

/** Everything a child's dashboard shows, in one request; the route's loader starts it with the navigation. */
export const dashboardQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.dashboard.child(childId),
    queryFn: () => api.get<Dashboard>(childPath(childId, 'dashboard')),
  });

export function useDashboard(childId: string) {
  return useQuery(dashboardQuery(childId));
}
