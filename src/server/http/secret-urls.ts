import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Addresses that carry a secret (an evaluator link, a calendar feed, an invite, an e-mailed link) never reach
 * the log or an answer whole: the secret becomes `[` + the first 8 hex of its sha256 + `]`, enough to tell two
 * requests of one link apart and nothing to open it with.
 */

/** Pages of the browser app whose path carries a token (src/client/app/router.tsx). */
export const SECRET_PAGE_PREFIXES = ['/evaluator/', '/invite/'] as const;
/** Query values that are secrets wherever they appear: e-mailed links, password resets, provider callbacks. */
const SECRET_QUERY = /token|^code$|^state$|secret|password/i;

export const secretMark = (secret: string) =>
  `[${createHash('sha256').update(secret).digest('hex').slice(0, 8)}]`;

/** The secret-bearing path prefixes: the pages above and every route with a `:token` segment (its part before it). */
export class SecretUrls {
  private readonly prefixes = new Set<string>(SECRET_PAGE_PREFIXES);

  /** Learns the app's routes as they are added (call before any route is registered). */
  watch(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      const at = route.url.indexOf(':token');
      if (at > 0) this.prefixes.add(route.url.slice(0, at));
    });
  }

  /** The path of `url` with any secret segment marked (no query). */
  path(url: string): string {
    const path = url.split('?')[0] ?? '';
    for (const prefix of this.prefixes) {
      if (!path.startsWith(prefix) || path.length === prefix.length) continue;
      const rest = path.slice(prefix.length);
      const end = rest.indexOf('/');
      const segment = end < 0 ? rest : rest.slice(0, end);
      return `${prefix}${secretMark(segment)}${end < 0 ? '' : rest.slice(end)}`;
    }
    return path;
  }

  /** `url` with its secret path segment and query values marked: what the log may keep. */
  redact(url: string): string {
    const at = url.indexOf('?');
    if (at < 0) return this.path(url);
    const query = url
      .slice(at + 1)
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        if (eq < 0) return pair;
        const key = pair.slice(0, eq);
        let name = key;
        try {
          name = decodeURIComponent(key);
        } catch {
          // A malformed key is kept as sent; its value is marked all the same when it looks like a secret.
        }
        return SECRET_QUERY.test(name) ? `${key}=${secretMark(pair.slice(eq + 1))}` : pair;
      })
      .join('&');
    return `${this.path(url)}?${query}`;
  }

  /** The request's part of a log line (Fastify's default fields, the address redacted). */
  requestLog = (req: FastifyRequest) => ({
    method: req.method,
    url: this.redact(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  });
}
