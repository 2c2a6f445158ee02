import { Workbox } from 'workbox-window';
import { queryClient } from './query-client';

const HOUR = 60 * 60 * 1000;
const RELOADED_AT = 'hs-sw-reloaded-at';

/**
 * Registers the service worker (built by vite-plugin-pwa, ADR 023). main.tsx imports this module lazily after
 * the window's load, in production builds only, so neither it nor workbox-window is part of a first load.
 *
 * - First install: the worker takes control of this page (clientsClaim); the page's reads are fetched again
 *   through it, so today's plan is kept for offline use from the first visit.
 * - A new version: it takes over at once (skipWaiting) and the page reloads itself, once.
 */
export function registerServiceWorker(): void {
  const wb = new Workbox('/sw.js', { scope: '/' });
  // Once per update: the page that reloads may register while the new worker is still activating, and would
  // then hear its 'activated' as another tab's and reload again; a reload in the last 30 s says it was done.
  const reloadOnce = () => {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < 30_000) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    window.location.reload();
  };
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) reloadOnce();
    else void queryClient.refetchQueries({ type: 'active' });
  });
  // A newer version installed by another tab took over this one too.
  wb.addEventListener('activated', (event) => {
    if (event.isExternal) reloadOnce();
  });
  // An installed app can stay open for days: look for a new version when it comes back into view, hourly at most.
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < HOUR) return;
    checked = Date.now();
    void wb.update();
  });
  // Not allowed here (e.g. blocked by the browser's settings): the app works as before, without it.
  wb.register().catch(() => undefined);
}
