import { useQuery } from '@tanstack/react-query';
import { dashboardQueryOptions } from './dashboard-query';

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
