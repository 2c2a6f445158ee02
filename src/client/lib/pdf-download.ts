import type { MouseEvent } from 'react';
import { toast } from 'sonner';
import { ApiError, errorDetail } from './api-client';
import { fetchDownload } from './api-download';
import { saveFile } from './save-file';

/**
 * A PDF link's click: the file is fetched and saved under the server's name, so a refusal shows as words on the
 * page — when many PDFs are being made the server answers 503 'BUSY' with a message to try again (ADR 036),
 * which a plain download link would turn into a failed download. A click with a modifier (a new tab, a
 * window) is left to the browser; the link keeps its address and `download` for that and for keyboards.
 */
export function downloadPdf(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const link = event.currentTarget;
  const href = link.href;
  const fallbackName = link.getAttribute('download') || 'document.pdf';
  fetchDownload(href).then(
    ({ blob, name }) => saveFile(blob, name ?? fallbackName),
    (error: unknown) =>
      toast.error(error instanceof ApiError && error.code === 'BUSY' ? error.message : errorDetail(error), {
        id: 'pdf-download-failed',
      }),
  );
}
