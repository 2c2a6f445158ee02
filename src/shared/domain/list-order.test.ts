import { describe, expect, it } from 'vitest';
import { compareListItems, sortListItems, splitByCompletion } from './list-order';

const item = (id: string, completed: boolean, createdAt: string) => ({ id, completed, createdAt });

describe('list order', () => {
  it('puts incomplete items before completed ones, each newest first', () => {
    const items = [
      item('old-done', true, '2026-03-01T08:00:00.000Z'),
      item('old-open', false, '2026-03-01T09:00:00.000Z'),
      item('new-done', true, '2026-03-02T08:00:00.000Z'),
      item('new-open', false, '2026-03-02T09:00:00.000Z'),
    ];
    expect(sortListItems(items).map((i) => i.id)).toEqual(['new-open', 'old-open', 'new-done', 'old-done']);
  });

  it('does not change the input and breaks ties by id', () => {
    const items = [
      item('b', false, '2026-03-01T08:00:00.000Z'),
      item('a', false, '2026-03-01T08:00:00.000Z'),
    ];
    expect(sortListItems(items).map((i) => i.id)).toEqual(['a', 'b']);
    expect(items.map((i) => i.id)).toEqual(['b', 'a']);
    expect(compareListItems(items[0]!, items[0]!)).toBe(0);
  });

  it('splits into active and completed sections', () => {
    const { active, completed } = splitByCompletion([
      item('done', true, '2026-03-03T00:00:00.000Z'),
      item('open-1', false, '2026-03-01T00:00:00.000Z'),
      item('open-2', false, '2026-03-02T00:00:00.000Z'),
    ]);
    expect(active.map((i) => i.id)).toEqual(['open-2', 'open-1']);
    expect(completed.map((i) => i.id)).toEqual(['done']);
  });
});
