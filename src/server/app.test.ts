import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
// @ts-expect-error -- a build script in plain JavaScript
import { compressClient } from '../../scripts/compress-client.mjs';
import { createTestApp, dialect, type TestApp } from '../../tests/setup/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** An app serving a built client made of these files. */
async function appWithClient(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hs-client-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return createTestApp({ clientDir: dir });
}

describe(`app (${dialect})`, () => {
  it('reports health with the database dialect', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: dialect });
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('serves an OpenAPI document built from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(
      doc.paths['/api/account/sign-up'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('childAge');
  });

  it('refuses bodies over the size limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: 'a@example.com', password: 'x'.repeat(300 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('serves the SPA shell for client routes but 404 for missing asset files', async () => {
    const withClient = await appWithClient({ 'index.html': '<!doctype html><div id="root"></div>' });
    try {
      const page = await withClient.app.inject({ method: 'GET', url: '/calendar' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('id="root"');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      const asset = await withClient.app.inject({ method: 'GET', url: '/assets/index-OLDHASH.js' });
      expect(asset.statusCode).toBe(404);
      expect((await withClient.app.inject({ method: 'GET', url: '/api/nope' })).json().error.code).toBe(
        'NOT_FOUND',
      );
      // Without a prerendered landing page (an older build), /welcome is the SPA's.
      expect((await withClient.app.inject({ method: 'GET', url: '/welcome' })).body).toContain(
        '<div id="root"></div>',
      );
    } finally {
      await withClient.close();
    }
  });

  it('answers /welcome with the prerendered landing page, which loads no script', async () => {
    const withClient = await appWithClient({
      'index.html':
        '<!doctype html><div id="root"></div><script type="module" src="/assets/index.js"></script>',
      'welcome.html': '<!doctype html><div id="root"><h1>Run your homeschool</h1></div>',
    });
    try {
      const page = await withClient.app.inject({ method: 'GET', url: '/welcome' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<h1>Run your homeschool</h1>');
      expect(page.body).not.toContain('<script');
      expect((await withClient.app.inject({ method: 'GET', url: '/sign-in' })).body).toContain('<script');
    } finally {
      await withClient.close();
    }
  });
  it('serves the service worker uncached, the web manifest as application/manifest+json, and a CSP that allows both', async () => {
    const withClient = await appWithClient({
      'index.html': '<!doctype html><div id="root"></div>',
      'sw.js': 'importScripts("workbox-abc123.js");',
      'workbox-abc123.js': 'self.workbox = {};',
      'manifest.webmanifest': '{"name":"Homeschool","start_url":"/"}',
      'assets/index-abc.js': 'export {};',
    });
    try {
      for (const url of ['/sw.js', '/workbox-abc123.js']) {
        const worker = await withClient.app.inject({ method: 'GET', url });
        expect(worker.statusCode, url).toBe(200);
        expect(worker.headers['content-type'], url).toContain('javascript');
        // Revalidated on every fetch, so an update is seen at once (never the SPA shell, never long-cached).
        expect(worker.headers['cache-control'], url).toBe('no-cache');
      }
      const manifest = await withClient.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['content-type']).toBe('application/manifest+json');
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.json()).toEqual({ name: 'Homeschool', start_url: '/' });
      const csp = String(manifest.headers['content-security-policy']);
      expect(csp).toMatch(/(^|; )worker-src 'self'/);
      expect(csp).toMatch(/(^|; )manifest-src 'self'/);
      // Hashed chunks are cached for a year.
      const chunk = await withClient.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // An old worker's chunk after an upgrade is a 404, not the SPA shell the worker would choke on.
      const oldChunk = await withClient.app.inject({ method: 'GET', url: '/workbox-OLDHASH.js' });
      expect(oldChunk.statusCode).toBe(404);
    } finally {
      await withClient.close();
    }
  });

  it('sends the build’s brotli or gzip copy of a file as the browser accepts, the file itself otherwise', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hs-client-'));
    const chunk = `export const words = ${JSON.stringify('homeschool '.repeat(400))};\n`;
    const html = `<!doctype html><title>Homeschool</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets/index-abc.js'), chunk);
    writeFileSync(path.join(dir, 'index.html'), html);
    writeFileSync(path.join(dir, 'assets/tiny-abc.js'), 'export {};');
    expect(compressClient(dir)).toBe(2); // the tiny file gets no copies
    const withClient = await createTestApp({ clientDir: dir });
    try {
      const get = (url: string, acceptEncoding?: string) =>
        withClient.app.inject({
          method: 'GET',
          url,
          headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        });
      const br = await get('/assets/index-abc.js', 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['vary']).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.rawPayload.length).toBeLessThan(chunk.length / 5);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(chunk);
      const gz = await get('/assets/index-abc.js', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(chunk);
      const plain = await get('/assets/index-abc.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(chunk);
      // The SPA shell through the history fallback, too.
      const shell = await get('/week', 'br');
      expect(shell.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(shell.rawPayload).toString()).toBe(html);
      expect((await get('/assets/tiny-abc.js', 'br')).body).toBe('export {};');
    } finally {
      await withClient.close();
    }
  });
});
