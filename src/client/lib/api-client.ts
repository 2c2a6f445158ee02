import { isApiErrorBody, type ErrorCode } from '../../shared/errors';

/** A failed API call: the server's code and user-facing message, plus the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiFetch<T>(method: Method, url: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.');
  }
  if (res.status === 204) return undefined as T;
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    if (isApiErrorBody(data)) throw new ApiError(res.status, data.error.code, data.error.message, data.error.fields);
    throw new ApiError(res.status, 'INTERNAL', `The server answered ${res.status}.`);
  }
  return data as T;
}

export const api = {
  get: <T>(url: string) => apiFetch<T>('GET', url),
  post: <T>(url: string, body: unknown = {}) => apiFetch<T>('POST', url, body),
  put: <T>(url: string, body: unknown) => apiFetch<T>('PUT', url, body),
  patch: <T>(url: string, body: unknown) => apiFetch<T>('PATCH', url, body),
  delete: <T = void>(url: string) => apiFetch<T>('DELETE', url),
};
