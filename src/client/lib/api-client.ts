import { isApiErrorBody } from '../../shared/error-body';
import type { ErrorCode } from '../../shared/errors';
import { offlineMessages } from '../../shared/messages/offline';
import { isOffline, reportServerReached } from './connection';
import { dropEarlyReads, takeEarlyRead } from './early-reads';

/** A failed API call: the server's code and user-facing message, plus the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK' | 'OFFLINE',
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const NETWORK_FAILURE = 'Could not reach the server. Check your connection and try again.';

/** Set by the service worker on an answer it took from its cache (vite.config.ts). */
const OFFLINE_COPY_HEADER = 'x-hs-offline-copy';

export async function apiFetch<T>(method: Method, url: string, body?: unknown): Promise<T> {
  const write = method !== 'GET';
  // Offline, a write is refused here with words a person understands (ADR 023); reads may come from the
  // service worker's copy of the last answer.
  if (write && isOffline()) throw new ApiError(0, 'OFFLINE', offlineMessages.cantSave);
  const send = () =>
    fetch(url, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  // A write drops index.html's early reads (ADR 061); a read takes the early answer sent for it, if any (and
  // asks itself if that one failed).
  if (write) dropEarlyReads();
  const early = write ? null : takeEarlyRead(url);
  let res: Response;
  try {
    res = await (early ? early.catch(send) : send());
  } catch {
    reportServerReached(false);
    if (write) throw new ApiError(0, 'OFFLINE', offlineMessages.cantSave);
    throw new ApiError(0, 'NETWORK', NETWORK_FAILURE);
  }
  reportServerReached(!res.headers.has(OFFLINE_COPY_HEADER));
  if (res.status === 204) return undefined as T;
  if (!res.ok) throw await refusal(res);
  return (await res.json().catch(() => null)) as T;
}

/** A refused answer as an ApiError: the server's code and words, or its status. */
export async function refusal(res: Response): Promise<ApiError> {
  const data: unknown = await res.json().catch(() => null);
  if (isApiErrorBody(data))
    return new ApiError(res.status, data.error.code, data.error.message, data.error.fields);
  return new ApiError(res.status, 'INTERNAL', `The server answered ${res.status}.`);
}

/** The words for a failure nobody explained. */
export const GENERIC_FAILURE = 'Something went wrong. Please try again.';

/**
 * What to show for a failed call, one policy for every feature: the server's own message when it refused the
 * request and said why (an `ApiError` with a 4xx status); anything else (the server failing, no answer, a
 * write refused offline, which the query client announces itself) gets `fallback`: the generic words, or
 * the caller's own (`undefined` for a toast's description, which then shows none).
 */
export function errorDetail(error: unknown): string;
export function errorDetail<F extends string | undefined>(error: unknown, fallback: F): string | F;
export function errorDetail(
  error: unknown,
  fallback: string | undefined = GENERIC_FAILURE,
): string | undefined {
  return error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : fallback;
}

/** A write refused because the app is offline: the query client's toast says so (ADR 023). */
export const isOfflineRefusal = (err: unknown): boolean => err instanceof ApiError && err.code === 'OFFLINE';

export const api = {
  get: <T>(url: string) => apiFetch<T>('GET', url),
  post: <T>(url: string, body: unknown = {}) => apiFetch<T>('POST', url, body),
  put: <T>(url: string, body: unknown) => apiFetch<T>('PUT', url, body),
  patch: <T>(url: string, body: unknown) => apiFetch<T>('PATCH', url, body),
  delete: <T = void>(url: string) => apiFetch<T>('DELETE', url),
};
