import { describe, expect, it } from 'vitest';
import type { ListItem } from '../../shared/schemas/list-items';
import { withItemAdded, withItemCompleted, withItemRemoved, withItemReplaced } from './list-cache';

const item = (id: string, createdAt: string, completed = false): ListItem => ({
  id,
  title: id,
  priority: 'medium',
  completed,
  completedAt: completed ? createdAt : null,
  createdAt,
});

const a = item('a', '2026-01-01T00:00:00.000Z');
const b = item('b', '2026-01-02T00:00:00.000Z');

describe('list cache helpers', () => {
  it('adds a new item in list order and never twice', () => {
    const c = item('c', '2026-01-03T00:00:00.000Z');
    expect(withItemAdded([b, a], c).map((i) => i.id)).toEqual(['c', 'b', 'a']);
    expect(withItemAdded([c, b, a], c).map((i) => i.id)).toEqual(['c', 'b', 'a']);
  });

  it('moves a completed item after the open ones, with a timestamp, and back when re-opened', () => {
    const now = new Date('2026-01-05T10:00:00.000Z');
    const done = withItemCompleted([b, a], 'b', true, now);
    expect(done.map((i) => [i.id, i.completed, i.completedAt])).toEqual([
      ['a', false, null],
      ['b', true, '2026-01-05T10:00:00.000Z'],
    ]);
    expect(withItemCompleted(done, 'b', false).map((i) => [i.id, i.completedAt])).toEqual([
      ['b', null],
      ['a', null],
    ]);
  });

  it("replaces an item with the server's copy and removes one", () => {
    const serverB = { ...b, completed: true, completedAt: '2026-01-06T00:00:00.000Z' };
    expect(withItemReplaced([b, a], serverB)).toEqual([a, serverB]);
    expect(withItemRemoved([b, a], 'b')).toEqual([a]);
  });
});
