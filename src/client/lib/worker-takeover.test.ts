import { describe, expect, it } from 'vitest';
import { isDayRead, onWorkerEvent, type WorkerEvent } from './worker-takeover';

/** The actions a page takes for a run of worker events, from a page no worker controlled (a first visit) or one. */
function run(controlled: boolean, events: WorkerEvent[]) {
  const actions: string[] = [];
  for (const event of events) {
    const next = onWorkerEvent(controlled, event);
    controlled = next.controlled;
    actions.push(next.action);
  }
  return actions;
}

describe('the service worker taking control (issue 37)', () => {
  it('never reloads a first visit, even when an earlier page of the visit registered the worker', () => {
    // The worker an earlier page registered activates: this page hears it as another tab's, then it takes control.
    expect(run(false, [{ type: 'activated', isExternal: true }, { type: 'controlling' }])).toEqual([
      'nothing',
      'refetch-day-reads',
    ]);
    // This page's own first worker.
    expect(run(false, [{ type: 'activated', isExternal: false }, { type: 'controlling' }])).toEqual([
      'nothing',
      'refetch-day-reads',
    ]);
  });

  it('reloads a page a worker already controlled into a newer version (its own update or another tab’s)', () => {
    expect(run(true, [{ type: 'controlling' }])).toEqual(['reload']);
    expect(run(true, [{ type: 'activated', isExternal: true }])).toEqual(['reload']);
    expect(run(true, [{ type: 'activated', isExternal: false }])).toEqual(['nothing']);
    // A first visit, then a new version later in the same page: that one reloads.
    expect(run(false, [{ type: 'controlling' }, { type: 'controlling' }])).toEqual([
      'refetch-day-reads',
      'reload',
    ]);
  });

  it("reads again only the day's offline reads when the first worker takes control, never a page's own", () => {
    for (const key of [
      ['me'],
      ['dashboard', 's1'],
      ['game', 's1'],
      ['week', 's1', '2026-11-23'],
      ['tasks', 's1', 'today'],
    ])
      expect(isDayRead(key), JSON.stringify(key)).toBe(true);
    for (const key of [
      ['hours', 's1'],
      ['progress', 's1'],
      ['tasks', 's1', 'all'],
      ['school-years'],
      ['evaluator', 'x'],
    ])
      expect(isDayRead(key), JSON.stringify(key)).toBe(false);
  });
});
