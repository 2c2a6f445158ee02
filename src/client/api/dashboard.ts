import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../shared/schemas/dashboard';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** Everything the dashboard shows, in one request; the route's loader starts it with the navigation. */
export const dashboardQuery = queryOptions({
  queryKey: queryKeys.dashboard.all,
  queryFn: () => api.get<Dashboard>('/api/dashboard'),
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
