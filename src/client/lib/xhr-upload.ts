import { isApiErrorBody } from '../../shared/errors';
import { offlineMessages } from '../../shared/messages/offline';
import { ApiError } from './api-client';
import { isOffline, reportServerReached } from './connection';

const abortError = () => new DOMException('The upload was stopped.', 'AbortError');

/** Whether an upload failed because it was stopped on purpose (removed, dialog closed). */
export const isAbort = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface UploadWords {
  cutOff: string;
  tooLarge: string;
  failed: (status: number) => string;
}

/**
 * POSTs a large body (a file, a form) with XMLHttpRequest, whose upload events give the progress (0–1 of the
 * bytes sent; 1 once the server has answered: it still checks and stores what it got). Same-origin, so the
 * session cookie goes with it. A refusal rejects with an `ApiError` carrying the server's words.
 */
export function xhrUpload<T>(
  url: string,
  body: XMLHttpRequestBodyInit,
  opts: {
    contentType?: string;
    onProgress: (fraction: number) => void;
    signal?: AbortSignal;
    words: UploadWords;
  },
): Promise<T> {
  const { onProgress, signal, words } = opts;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    if (isOffline()) return reject(new ApiError(0, 'OFFLINE', offlineMessages.cantSave));
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    if (opts.contentType) xhr.setRequestHeader('content-type', opts.contentType);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(0.99, e.loaded / e.total));
    };
    xhr.onload = () => {
      settle();
      reportServerReached(true);
      const answer = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && answer) {
        onProgress(1);
        resolve(answer as T);
      } else if (isApiErrorBody(answer)) {
        reject(new ApiError(xhr.status, answer.error.code, answer.error.message, answer.error.fields));
      } else {
        const tooLarge = xhr.status === 413;
        reject(
          new ApiError(
            xhr.status,
            tooLarge ? 'PAYLOAD_TOO_LARGE' : 'INTERNAL',
            tooLarge ? words.tooLarge : words.failed(xhr.status),
          ),
        );
      }
    };
    xhr.onerror = () => {
      settle();
      reportServerReached(false);
      reject(new ApiError(0, 'NETWORK', words.cutOff));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}
