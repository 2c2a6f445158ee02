import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../shared/schemas/dashboard';
import { api } from '../lib/api-client';
import { childPath } from './child-path';
import { queryKeys } from './query-keys';

/** Everything a child's dashboard shows, in one request; the route's loader starts it with the navigation. */
export const dashboardQuery = (studentId: string) =>
  queryOptions({
    queryKey: queryKeys.dashboard.child(studentId),
    queryFn: () => api.get<Dashboard>(childPath(studentId, 'dashboard')),
  });

export function useDashboard(studentId: string) {
  return useQuery(dashboardQuery(studentId));
}
