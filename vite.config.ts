import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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
  resolve: { tsconfigPaths: true },
  plugins: [
    react(),
    tailwindcss(),
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 2 }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
