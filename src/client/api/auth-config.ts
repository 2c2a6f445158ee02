import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfigInfo } from '../../shared/schemas/auth';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** Which sign-in methods this server offers; fixed for the server's lifetime. */
export const authConfigQueryOptions = queryOptions({
  queryKey: queryKeys.auth.config,
  queryFn: () => api.get<AuthConfigInfo>('/api/auth-config'),
  staleTime: Infinity,
});

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions);
}
