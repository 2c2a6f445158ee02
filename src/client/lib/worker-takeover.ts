/**
 * What a page does when its service worker changes (ADR 023, issue 37), as a pure decision so it is tested
 * without a browser. `controlled`: a worker controlled this page before this event.
 *
 * - Until a worker controls the page, the worker that activates is the first one — even when an earlier page of
 *   the same visit registered it and this page hears it as another tab's ('activated', external): the page is
 *   never reloaded. When it takes control, only the day's offline reads are read again through it.
 * - Once one does, a newer worker taking over (this tab's update, or another tab's) reloads the page, once.
 */
export type WorkerEvent = { type: 'controlling' } | { type: 'activated'; isExternal: boolean };
export type WorkerAction = 'reload' | 'refetch-day-reads' | 'nothing';

export function onWorkerEvent(
  controlled: boolean,
  event: WorkerEvent,
): { controlled: boolean; action: WorkerAction } {
  if (event.type === 'controlling')
    return controlled ? { controlled, action: 'reload' } : { controlled: true, action: 'refetch-day-reads' };
  return { controlled, action: event.isExternal && controlled ? 'reload' : 'nothing' };
}

/**
 * A query the worker keeps for offline use (its API read matches DAY_READS in vite.config.ts: me, the dashboard,
 * today's to-dos, the game, the week). Only these are read again when a worker first takes control, so no other
 * page (Records) reads its data twice.
 */
export const isDayRead = (key: readonly unknown[]): boolean =>
  key[0] === 'me' ||
  key[0] === 'dashboard' ||
  key[0] === 'game' ||
  key[0] === 'week' ||
  (key[0] === 'tasks' && key[2] === 'today');
