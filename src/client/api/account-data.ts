import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountExport, DeleteAccountInput, ImportResult } from '../../shared/schemas/account-data';
import { api } from '../lib/api-client';
import { forgetOfflineCopies } from '../lib/offline-cache';
import { setLeaving } from '../lib/session';

export function useImportAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: AccountExport) => api.post<ImportResult>('/api/account/import', file),
    onSuccess: () => qc.invalidateQueries(),
  });
}

/**
 * `onDeleted` runs from the mutation itself, not from the calling component, and resolves once it has left
 * the signed-in pages. The server announces the ended sessions before it answers, so the page may learn it
 * is signed out before the answer comes: while the request is out the protected pages wait (`setLeaving`)
 * instead of sending the visitor to /sign-in.
 */
export function useDeleteAccount(onDeleted: () => void | Promise<void>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      api.post<{ deleted: true; message: string }>('/api/account/delete', input),
    onMutate: () => setLeaving(true),
    onError: () => setLeaving(false),
    onSuccess: async () => {
      qc.clear();
      await forgetOfflineCopies();
      try {
        await onDeleted();
      } finally {
        setLeaving(false);
      }
    },
  });
}
