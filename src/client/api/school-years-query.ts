import { queryOptions } from '@tanstack/react-query';
import type { SchoolYear } from '../../shared/schemas/school-years';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

/**
 * The family's school years with their terms and breaks, in date order (one request). Apart from the hooks
 * (`./school-years.ts`) so the router's loader can start it without taking the feature's words into the shell.
 */
export const schoolYearsQuery = queryOptions({
  queryKey: queryKeys.schoolYears.all,
  queryFn: () => api.get<SchoolYear[]>('/api/school-years'),
});
