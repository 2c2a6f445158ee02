import { ApiError, NETWORK_FAILURE, refusal } from './api-client';
import { reportServerReached } from './connection';

/** Downloads through the API (PDFs): apart from api-client.ts, so the entry does not carry them (ADR 061). */

/** The file name of a download (`filename*=UTF-8''…`, else `filename="…"`), or null. */
export function dispositionName(header: string | null): string | null {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '');
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]!);
    } catch {
      // A broken encoding: the plain name below.
    }
  }
  return /filename="([^"]*)"/i.exec(header ?? '')?.[1] ?? null;
}

/**
 * A file the server makes on request (a PDF) as bytes and its name, so the page can show that it is being made
 * and the server's words when it refuses (a plain link would download the refusal's JSON instead).
 */
export async function fetchDownload(url: string): Promise<{ blob: Blob; name: string | null }> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin' });
  } catch {
    reportServerReached(false);
    throw new ApiError(0, 'NETWORK', NETWORK_FAILURE);
  }
  reportServerReached(true);
  if (!res.ok) throw await refusal(res);
  return { blob: await res.blob(), name: dispositionName(res.headers.get('content-disposition')) };
}
