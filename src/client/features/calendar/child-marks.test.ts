import { describe, expect, it } from 'vitest';
import { eventChildren } from './child-marks';

const ava = { id: 'a', name: 'Ava', color: 'indigo' as const };
const ben = { id: 'b', name: 'Ben', color: 'rose' as const };
const cy = { id: 'c', name: 'Cy', color: 'teal' as const };
const family = [ava, ben, cy];
const classes = new Map([['math', ['c', 'a']]]);

describe('eventChildren', () => {
  it("marks a child's event with that child", () => {
    expect(eventChildren({ studentId: 'b', classId: null }, family, classes)).toEqual([ben]);
  });

  it("marks a class's event with its enrolled children, in the family's order", () => {
    expect(eventChildren({ studentId: null, classId: 'math' }, family, classes)).toEqual([ava, cy]);
    expect(eventChildren({ classId: 'unknown' }, family, classes)).toEqual([]);
  });

  it('leaves family events and one-child families unmarked', () => {
    expect(eventChildren({ studentId: null, classId: null }, family, classes)).toEqual([]);
    expect(eventChildren({ studentId: 'a', classId: null }, [ava], classes)).toEqual([]);
  });

  it('ignores a child no longer in the family', () => {
    expect(eventChildren({ studentId: 'gone', classId: null }, family, classes)).toEqual([]);
  });
});
