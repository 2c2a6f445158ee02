import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountExport, DeleteAccountInput, ImportResult } from '../../shared/schemas/account-data';
import { accountDataMessages as m } from '../../shared/messages/account-data';
import { api } from '../lib/api-client';
import { xhrUpload } from '../lib/xhr-upload';
import { forgetOfflineCopies } from '../lib/offline-cache';
import { setLeaving } from '../lib/session';

/** The whole account as one archive (the records and every file): what 'Download my data' downloads. */
export const ARCHIVE_URL = '/api/account/archive';
/** The records alone, as one JSON file (no portfolio files). */
export const RECORDS_JSON_URL = '/api/account/export';

export function useImportAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: AccountExport) => api.post<ImportResult>('/api/account/import', file),
    onSuccess: () => qc.invalidateQueries(),
  });
}

/** Sends an archive (.tar) to restore, with the upload's progress (0–1). */
export function useImportArchive(onProgress: (fraction: number) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (archive: File) =>
      xhrUpload<ImportResult>('/api/account/import/archive', archive, {
        contentType: 'application/x-tar',
        onProgress,
        words: { cutOff: m.importCutOff, tooLarge: m.importFailed, failed: () => m.importFailed },
      }),
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
