import { portfolioMessages } from '../../shared/messages/portfolio';
import type { EsaExpense } from '../../shared/schemas/esa';
import { xhrUpload } from '../lib/xhr-upload';

/**
 * Sends a receipt photo or PDF as multipart. Its own module, imported only when a receipt is first added: the
 * uploader and its words stay out of /esa's first load (a module only ever imported this way is its own chunk).
 */
export function uploadEsaReceipt(expenseId: string, file: File): Promise<EsaExpense> {
  const body = new FormData();
  body.append('file', file, file.name);
  return xhrUpload<EsaExpense>(`/api/esa/expenses/${encodeURIComponent(expenseId)}/receipts`, body, {
    onProgress: () => {},
    words: {
      cutOff: portfolioMessages.uploadCutOff,
      tooLarge: portfolioMessages.uploadTooLarge,
      failed: portfolioMessages.uploadFailed,
    },
  });
}
