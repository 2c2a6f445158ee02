import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { esaMessages as m } from '../../shared/messages/esa';
import type {
  EsaAccount,
  EsaAccountDetail,
  EsaAccountInput,
  EsaAccountUpdate,
  EsaExpense,
  EsaExpenseInput,
  EsaExpenseUpdate,
  EsaOverview,
  EsaProgram,
  EsaProgramInput,
  EsaPrograms,
  EsaSummary,
} from '../../shared/schemas/esa';
import { api, errorDetail } from '../lib/api-client';
import { invalidateKinds } from './live-updates';
import { queryKeys } from './query-keys';

/** Education savings accounts (`/api/esa`): the overview, an account's purchases, the programs, the card. */

export const esaOverviewQuery = () =>
  queryOptions({ queryKey: queryKeys.esa.overview, queryFn: () => api.get<EsaOverview>('/api/esa') });
export const useEsaOverview = () => useQuery(esaOverviewQuery());

export const esaProgramsQuery = () =>
  queryOptions({
    queryKey: queryKeys.esa.programs,
    queryFn: () => api.get<EsaPrograms>('/api/esa/programs'),
  });
export const useEsaPrograms = (enabled = true) => useQuery({ ...esaProgramsQuery(), enabled });

export const esaAccountQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.esa.account(id),
    queryFn: () => api.get<EsaAccountDetail>(`/api/esa/accounts/${encodeURIComponent(id)}`),
  });
export const useEsaAccount = (id: string | null) => useQuery({ ...esaAccountQuery(id ?? ''), enabled: !!id });

export const esaSummaryQuery = () =>
  queryOptions({ queryKey: queryKeys.esa.summary, queryFn: () => api.get<EsaSummary>('/api/esa/summary') });
export const useEsaSummary = (enabled = true) => useQuery({ ...esaSummaryQuery(), enabled });

/** The packet of one program and period: PDF or CSV (the audit packet lists every status). */
export const esaPacketUrl = (
  format: 'pdf' | 'csv',
  q: { programId: string; from: string; to: string; kind?: 'reimbursement' | 'audit' },
) =>
  `/api/esa/packet.${format}?${new URLSearchParams({ programId: q.programId, from: q.from, to: q.to, kind: q.kind ?? 'reimbursement' })}`;

export const esaReceiptUrl = (expenseId: string, fileId: string, variant: 'thumb' | 'web' | 'original') =>
  `/api/esa/expenses/${encodeURIComponent(expenseId)}/receipts/${encodeURIComponent(fileId)}/${variant}`;

function useWrite<I, O>(fn: (input: I) => Promise<O>, done: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      toast.success(done);
      return invalidateKinds(qc, ['esa']);
    },
    onError: (err) => toast.error(errorDetail(err, m.loadFailed)),
  });
}

export const useCreateEsaAccount = () =>
  useWrite((input: EsaAccountInput) => api.post<EsaAccount>('/api/esa/accounts', input), m.accountSaved);
export const useUpdateEsaAccount = () =>
  useWrite(
    ({ id, input }: { id: string; input: EsaAccountUpdate }) =>
      api.put<EsaAccount>(`/api/esa/accounts/${encodeURIComponent(id)}`, input),
    m.accountSaved,
  );
/** The family's copy of a program, edited (its rules: limits, categories, deadlines). */
export const useUpdateEsaProgram = () =>
  useWrite(
    ({ id, input }: { id: string; input: EsaProgramInput }) =>
      api.put<EsaProgram>(`/api/esa/programs/${encodeURIComponent(id)}`, input),
    m.programSaved,
  );
export const useDeleteEsaAccount = () =>
  useWrite((id: string) => api.delete(`/api/esa/accounts/${encodeURIComponent(id)}`), m.accountDeleted);
export const useCreateEsaExpense = () =>
  useWrite(
    (input: EsaExpenseInput) => api.post<{ expenses: EsaExpense[] }>('/api/esa/expenses', input),
    m.expenseSaved,
  );
export const useUpdateEsaExpense = () =>
  useWrite(
    ({ id, input }: { id: string; input: EsaExpenseUpdate }) =>
      api.put<EsaExpense>(`/api/esa/expenses/${encodeURIComponent(id)}`, input),
    m.expenseSaved,
  );
export const useDeleteEsaExpense = () =>
  useWrite((id: string) => api.delete(`/api/esa/expenses/${encodeURIComponent(id)}`), m.expenseDeleted);
export const useRemoveEsaReceipt = () =>
  useWrite(
    ({ expenseId, fileId }: { expenseId: string; fileId: string }) =>
      api.delete(`/api/esa/expenses/${encodeURIComponent(expenseId)}/receipts/${encodeURIComponent(fileId)}`),
    m.receiptRemoved,
  );

/** A receipt photo or PDF, sent as multipart (the uploader loads with the first receipt). */
export function useAddEsaReceipt() {
  return useWrite(
    ({ expenseId, file }: { expenseId: string; file: File }) =>
      import('./esa-receipt-upload').then((x) => x.uploadEsaReceipt(expenseId, file)),
    m.receiptUploaded,
  );
}
