import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix positions popovers with inline style attributes and sonner injects its stylesheet.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  // The installable app's web manifest (ADR 023).
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Swagger UI at /api/docs: its own scripts, styles and the OpenAPI document from this origin, its inline
 * SVG icons (data:), and nothing else — no inline script, no other site, no forms, no framing. The one
 * inline style is the logo's colours (`.logo_small_svg__cls-2{fill:#fff}…`), allowed by its hash; a Swagger
 * UI upgrade that changes it shows up as a violation in tests/e2e/api-docs.spec.ts.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers on every response, and a same-origin rule for state-changing API requests: a write
 * whose Origin (or Sec-Fetch-Site) says it comes from another site is refused before any handler runs.
 */
export function registerSecurity(app: FastifyInstance, config: AppConfig): void {
  const httpsOnly = config.baseUrl.startsWith('https://');
  const allowedOrigins = new Set([new URL(config.baseUrl).origin]);

  app.addHook('onRequest', async (req, reply) => {
    if (!UNSAFE_METHODS.has(req.method) || !req.url.startsWith('/api/')) return;
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    const ownOrigin = `${req.protocol}://${req.host}`;
    const foreignOrigin =
      origin !== undefined && origin !== 'null'
        ? !allowedOrigins.has(origin) && origin !== ownOrigin
        : origin === 'null';
    if (foreignOrigin || site === 'cross-site') {
      return reply
        .status(403)
        .send({ error: { code: 'FORBIDDEN', message: 'Cross-site requests are not allowed.' } });
    }
  });

  app.addHook('onSend', async (req, reply) => {
    // A route may set a stricter policy of its own (the family's files: a sandbox).
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', /^\/api\/docs(\/|\?|$)/.test(req.url) ? DOCS_CSP : CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (httpsOnly) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (req.url.startsWith('/api/'))
      reply.header('cache-control', reply.getHeader('cache-control') ?? 'no-store');
  });
}
