import { describe, expect, it } from 'vitest';
import { turnsPerKey } from './turns-per-key';

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('turns per key', () => {
  it('lets `limit` in per key, the next in order as each leaves, and never more than the limit', async () => {
    const turns = turnsPerKey(2);
    const order: number[] = [];
    const entered = [1, 2, 3, 4].map((n) => turns.enter('a').then(() => order.push(n)));
    await settled();
    expect(order).toEqual([1, 2]);
    expect(turns.count('a')).toEqual({ inside: 2, waiting: 2 });
    turns.leave('a');
    // A newcomer does not slip past those waiting.
    const late = turns.enter('a').then(() => order.push(5));
    await settled();
    expect(order).toEqual([1, 2, 3]);
    expect(turns.count('a')).toEqual({ inside: 2, waiting: 2 });
    turns.leave('a');
    turns.leave('a');
    await Promise.all(entered);
    await settled();
    expect(order).toEqual([1, 2, 3, 4, 5]);
    await late;
    turns.leave('a');
    turns.leave('a');
    expect(turns.count('a')).toEqual({ inside: 0, waiting: 0 });
  });

  it('keeps keys apart: one key full does not hold back another', async () => {
    const turns = turnsPerKey(1);
    await turns.enter('family-a');
    let waited = false;
    void turns.enter('family-a').then(() => (waited = true));
    await turns.enter('family-b'); // resolves at once
    await settled();
    expect(waited).toBe(false);
    turns.leave('family-a');
    await settled();
    expect(waited).toBe(true);
  });
});
