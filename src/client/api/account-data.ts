import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountExport, DeleteAccountInput, ImportResult } from '../../shared/schemas/account-data';
import { api } from '../lib/api-client';

export function useImportAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: AccountExport) => api.post<ImportResult>('/api/account/import', file),
    onSuccess: () => qc.invalidateQueries(),
  });
}

export function useDeleteAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => api.post<{ deleted: true; message: string }>('/api/account/delete', input),
    onSuccess: () => qc.clear(),
  });
}
