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

/**
 * `onDeleted` runs from the mutation itself, not from the calling component: the server announces the
 * ended sessions before it answers, so the page may already have been signed out (and the form unmounted)
 * when the answer comes.
 */
export function useDeleteAccount(onDeleted: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => api.post<{ deleted: true; message: string }>('/api/account/delete', input),
    onSuccess: () => {
      qc.clear();
      onDeleted();
    },
  });
}
