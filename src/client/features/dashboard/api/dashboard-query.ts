import { queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '../../../../shared/schemas/dashboard';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

export const dashboardQueryKey = queryKeys.dashboard;

/** Kept apart from the dashboard's hooks so the router can start this request without loading them. */
export const dashboardQueryOptions = queryOptions({
  queryKey: dashboardQueryKey,
  queryFn: () => api.get<Dashboard>('/api/dashboard'),
});
