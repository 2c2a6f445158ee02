import { describe, expect, it } from 'vitest';
import type { StudentRemoval } from '@shared/schemas/students';
import { canAddChild, canRemoveChild, moveId, removalParts, removalText } from './children';

const none: StudentRemoval = {
  tasks: 0,
  bucketList: 0,
  learnList: 0,
  attendance: 0,
  assignments: 0,
  schedule: 0,
  achievements: 0,
  xp: 0,
};

describe('removal summary', () => {
  it('lists the non-zero counts in order, singular and plural', () => {
    expect(removalParts({ ...none, tasks: 3, attendance: 12, achievements: 1, xp: 40 })).toEqual([
      '3 to-dos',
      '12 attendance days',
      '1 achievement',
      '40 XP',
    ]);
    expect(
      removalParts({
        ...none,
        tasks: 1,
        bucketList: 2,
        learnList: 1,
        attendance: 1,
        assignments: 1,
        schedule: 2,
      }),
    ).toEqual([
      '1 to-do',
      '2 bucket list items',
      '1 learn list item',
      '1 attendance day',
      '1 assignment',
      '2 scheduled blocks',
    ]);
  });

  it('says what will be deleted, or that there is nothing yet', () => {
    expect(removalText('Ava', { ...none, tasks: 3, attendance: 12 })).toBe(
      "This deletes Ava's records for good: 3 to-dos, 12 attendance days.",
    );
    expect(removalText('Ava', none)).toBe('Ava has no records yet.');
  });
});

describe('moveId', () => {
  it('swaps a child with its neighbour', () => {
    expect(moveId(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveId(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the order alone at the ends and for an unknown index', () => {
    expect(moveId(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveId(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(moveId(['a', 'b'], 5, -1)).toEqual(['a', 'b']);
  });
});

describe('limits', () => {
  it('adds up to 12 children and keeps the last one', () => {
    expect(canAddChild(11)).toBe(true);
    expect(canAddChild(12)).toBe(false);
    expect(canRemoveChild(2)).toBe(true);
    expect(canRemoveChild(1)).toBe(false);
  });
});
