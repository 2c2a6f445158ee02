import { readFileSync } from 'node:fs';

/**
 * Where a secret rides in a URL of this app (src/server/http/secret-urls.ts): the path segment after one of
 * these prefixes, or the value of a secret-named query parameter. The server writes each as `[` + 8 hex + `]`;
 * anything else in that place is a token that reached the log whole.
 */
const SECRET_PATHS = [
  '/api/calendar/',
  '/api/evaluator/',
  '/api/invites/',
  '/api/unsubscribe/',
  '/evaluator/',
  '/invite/',
  '/unsubscribe/',
];
const SECRET_QUERY = /[?&]((?:[^=&\s"]*token[^=&\s"]*)|code|state|secret|password)=([^&\s"\\]+)/gi;
const MARK = /^\[[0-9a-f]{8}\]/;

/** The secrets the log of a run carries in the clear: `where: what` for each, empty when there are none. */
export function secretsInLog(text: string): string[] {
  const found = new Set<string>();
  for (const line of text.split('\n')) {
    for (const prefix of SECRET_PATHS) {
      let at = line.indexOf(prefix);
      while (at >= 0) {
        const rest = line.slice(at + prefix.length);
        // A prefix that ends the path (`/api/invites/` alone) or is part of a longer name carries nothing.
        if (rest && !/^["?\s]/.test(rest) && !MARK.test(rest)) found.add(`${prefix}${rest.slice(0, 12)}…`);
        at = line.indexOf(prefix, at + prefix.length);
      }
    }
    for (const match of line.matchAll(SECRET_QUERY)) {
      const value = decodeURIComponent(match[2]!);
      if (!MARK.test(value)) found.add(`${match[1]}=${value.slice(0, 6)}…`);
    }
  }
  return [...found];
}

/**
 * Playwright's global teardown: the E2E servers' logs (E2E_SERVER_LOGS, comma-separated; written at level
 * info, so every request line is there) hold no secret in the clear. The run fails if one does.
 */
export default function checkServerLogs(): void {
  for (const file of (process.env.E2E_SERVER_LOGS ?? '').split(',').filter(Boolean)) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // That server did not run.
    }
    const leaked = secretsInLog(text);
    if (leaked.length)
      throw new Error(
        `The E2E server's log (${file}) carries ${leaked.length} secret(s): ${leaked.join(', ')}`,
      );
  }
}
