import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { earlyStart, shellPreloads } from './scripts/vite-early-start';

const reactRouter = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * Every `import … from 'sonner'` of the app resolves to src/client/lib/toast.ts, which loads sonner when the
 * first toast is raised (ADR 037); that file and the toaster itself import the real package.
 */
const TOAST_SHIM = fileURLToPath(new URL('src/client/lib/toast.ts', import.meta.url));
const SONNER_IMPORTERS = [
  TOAST_SHIM,
  fileURLToPath(new URL('src/client/components/ui/toaster.tsx', import.meta.url)),
];
const lazyToasts = (): Plugin => ({
  name: 'homeschool:lazy-toasts',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== 'sonner' || !importer) return null;
    return SONNER_IMPORTERS.includes(importer.split('?')[0]!) ? null : TOAST_SHIM;
  },
});

/** A signed-in page's preload list leaves out the shell's chunks, which its layout preloads (ADR 061). */
const shellDeps = shellPreloads({
  shell: [
    'src/client/app/layouts/protected-layout.tsx',
    'src/client/features/shell/components/signed-in-shell.tsx',
  ],
  publicPages: /[\\/]routes[\\/](?:welcome|sign-|forgot-|reset-|evaluator|invite|not-found)/,
});

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

/** The runtime cache of a day's reads (ADR 023): the same name as src/client/lib/offline-cache.ts, which deletes it. */
const DAY_READS_CACHE = 'hs-day-reads';

/**
 * The GET reads a child's or parent's day needs offline: the session and settings, a child's dashboard, today's
 * to-dos, the week's lessons and the game state. Nothing else (no realtime stream, PDFs, exports, feeds, docs).
 */
const DAY_READS = /\/api\/(?:me|week|students\/[^/?]+\/(?:dashboard|tasks\/today|game|week))(?:\?|$)/;

export default defineConfig({
  // Imports name the source tree's roots (@shared/…, @client/…) as tsconfig.json's paths declare them.
  resolve: {
    tsconfigPaths: true,
    // react-router's package exports only its development build (dev warnings on); the production build beside
    // it differs only in that flag, and leaves the warnings out of the entry (ADR 037).
    alias: [
      { find: /^react-router$/, replacement: reactRouter('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouter('dom-export.mjs') },
    ],
  },
  plugins: [
    lazyToasts(),
    shellDeps.plugin,
    react(),
    tailwindcss(),
    // index.html's early start: the session's and the page's first reads, before the modules load (ADR 061).
    earlyStart('src/client/boot/early-start.ts'),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      // Registered by src/client/lib/service-worker.ts after the window's load, so nothing joins the first load.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Homeschool',
        short_name: 'Homeschool',
        description:
          "Your family's homeschool planner: today's lessons and to-dos, the week, classes, grades and records.",
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#2f5bea',
        background_color: '#f9fcff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell: index.html, every JS and CSS chunk, the icons (and fonts, should the app ship any).
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        // Pages the server answers itself: the API (and its docs), the evaluator's link, the prerendered landing page.
        navigateFallbackDenylist: [/^\/api\//, /^\/evaluator\//, /^\/welcome\/?$/],
        // A new version takes over at once; the page then reloads itself (service-worker.ts).
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: DAY_READS,
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: DAY_READS_CACHE,
              networkTimeoutSeconds: 4,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 60, maxAgeSeconds: 14 * 24 * 60 * 60 },
              plugins: [
                {
                  // An answer from the cache says so, so the page can show that it is offline and read-only.
                  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
                    if (!cachedResponse) return cachedResponse;
                    const headers = new Headers(cachedResponse.headers);
                    headers.set('x-hs-offline-copy', '1');
                    return new Response(await cachedResponse.blob(), {
                      status: cachedResponse.status,
                      statusText: cachedResponse.statusText,
                      headers,
                    });
                  },
                },
              ],
            },
          },
        ],
      },
    }),
  ],
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser the app supports (es2022) knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false, resolveDependencies: shellDeps.resolveDependencies },
    // No manual chunks (ADR 037): each lucide icon lands in the chunk of the pages that draw it, so a page
    // downloads its own few icons instead of all of them.
    // Chunks are named by their hash alone: the entry carries the list of every chunk's file name (to preload a
    // page's imports with it), and short names keep that list small: 7 characters, the fewest rolldown accepts for
    // this many chunks without a collision (it refuses fewer). The service worker's registration keeps its
    // name (ADR 023: the installable-app test finds it by name after the load event).
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) =>
          chunk.name === 'service-worker' ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js',
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
