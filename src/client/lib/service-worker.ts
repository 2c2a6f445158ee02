import { Workbox } from 'workbox-window';
import { queryClient } from './query-client';
import { isDayRead, onWorkerEvent, type WorkerEvent } from './worker-takeover';

const HOUR = 60 * 60 * 1000;
const RELOADED_AT = 'hs-sw-reloaded-at';

/**
 * Registers the service worker (built by vite-plugin-pwa, ADR 023). main.tsx imports this module lazily after
 * the window's load, in production builds only, so neither it nor workbox-window is part of a first load.
 *
 * - First install: the worker takes control of this page (clientsClaim) and the page is never reloaded — even
 *   when an earlier page of the same visit registered it, which this page then hears as another tab's
 *   (issue 37). Only the day's reads the worker keeps for offline use (DAY_READS in vite.config.ts: me, the
 *   dashboard, today's to-dos, the game, the week) are read again through it, so today's plan is there offline
 *   from the first visit and no other page (Records) reads its data twice.
 * - A new version, on a page a worker already controlled: it takes over at once (skipWaiting) and the page
 *   reloads itself, once.
 */
export function registerServiceWorker(): void {
  const wb = new Workbox('/sw.js', { scope: '/' });
  // Whether a worker controls this page yet. Until one does, the worker that activates is the first one — even
  // when an earlier page of the visit registered it and this page hears it as another tab's — and nothing
  // reloads the page; once one does, a newer one is an update.
  let controlled = navigator.serviceWorker.controller !== null;
  // Once per update: the page that reloads may register while the new worker is still activating, and would
  // then hear its 'activated' as another tab's and reload again; a reload in the last 30 s says it was done.
  const reloadOnce = () => {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < 30_000) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    window.location.reload();
  };
  const handle = (event: WorkerEvent) => {
    const next = onWorkerEvent(controlled, event);
    controlled = next.controlled;
    if (next.action === 'reload') reloadOnce();
    if (next.action === 'refetch-day-reads')
      void queryClient.refetchQueries({ type: 'active', predicate: (q) => isDayRead(q.queryKey) });
  };
  wb.addEventListener('controlling', () => handle({ type: 'controlling' }));
  // A newer version installed by another tab took over this one too.
  wb.addEventListener('activated', (event) =>
    handle({ type: 'activated', isExternal: Boolean(event.isExternal) }),
  );
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
