import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { schoolYearMessages as m } from '../../shared/messages/school-years';
import type {
  Break,
  BreakInput,
  SchoolYear,
  SchoolYearInput,
  SchoolYearPatch,
} from '../../shared/schemas/school-years';
import { api, errorDetail } from '../lib/api-client';
import { invalidateKinds } from './live-updates';
import { schoolYearsQuery } from './school-years-query';

export { schoolYearsQuery };

export function useSchoolYears(enabled = true) {
  return useQuery({ ...schoolYearsQuery, enabled });
}

/** The server's own words for a refusal; none for a 5xx or no answer. */
/** A year write changes the years (and the dashboard's year progress); deleting one changes its classes too. */
function useInvalidate() {
  const qc = useQueryClient();
  return (withClasses = false) =>
    invalidateKinds(qc, withClasses ? ['school-years', 'classes'] : ['school-years']);
}

export function useCreateSchoolYear() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: SchoolYearInput) => api.post<SchoolYear>('/api/school-years', input),
    onSuccess: (year) => {
      toast.success(m.yearAdded(year.name));
      return invalidate();
    },
    onError: (err) => toast.error(m.saveFailed, { description: errorDetail(err, undefined) }),
  });
}

export function useUpdateSchoolYear() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: SchoolYearPatch }) =>
      api.patch<SchoolYear>(`/api/school-years/${id}`, patch),
    onSuccess: (year) => {
      toast.success(m.yearSaved(year.name));
      return invalidate();
    },
    onError: (err) => toast.error(m.saveFailed, { description: errorDetail(err, undefined) }),
  });
}

export function useDeleteSchoolYear() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (year: SchoolYear) => api.delete(`/api/school-years/${year.id}`),
    onSuccess: (_result, year) => {
      toast.success(m.yearDeleted(year.name));
      return invalidate(true);
    },
    onError: (err) => toast.error(m.deleteFailed, { description: errorDetail(err, undefined) }),
  });
}

export function useAddBreak() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ yearId, input }: { yearId: string; input: BreakInput }) =>
      api.post<Break>(`/api/school-years/${yearId}/breaks`, input),
    onSuccess: (added) => {
      toast.success(m.breakAdded(added.label));
      return invalidate();
    },
    onError: (err) => toast.error(m.breakSaveFailed, { description: errorDetail(err, undefined) }),
  });
}

export function useUpdateBreak() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: BreakInput }) =>
      api.patch<Break>(`/api/breaks/${id}`, input),
    onSuccess: (saved) => {
      toast.success(m.breakSaved(saved.label));
      return invalidate();
    },
    onError: (err) => toast.error(m.breakSaveFailed, { description: errorDetail(err, undefined) }),
  });
}

export function useDeleteBreak() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (item: Break) => api.delete(`/api/breaks/${item.id}`),
    onSuccess: (_result, item) => {
      toast.success(m.breakDeleted(item.label));
      return invalidate();
    },
    onError: (err) => toast.error(m.breakDeleteFailed, { description: errorDetail(err, undefined) }),
  });
}
