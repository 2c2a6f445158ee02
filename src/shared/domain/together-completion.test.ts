import { describe, expect, it } from 'vitest';
import { sharedLessons, togetherCompletion, type TogetherWeekChild } from './together-completion';

describe('togetherCompletion', () => {
  it('completes for every enrolled child present and not done, in the family order', () => {
    expect(togetherCompletion({ enrolled: ['a', 'b', 'c'], absent: [], done: [] })).toEqual({
      complete: ['a', 'b', 'c'],
      absent: [],
      done: [],
      notEnrolled: [],
    });
  });

  it('leaves an absent child out: the lesson stays in their queue', () => {
    const r = togetherCompletion({ enrolled: ['a', 'b', 'c'], absent: ['c'], done: [] });
    expect(r.complete).toEqual(['a', 'b']);
    expect(r.absent).toEqual(['c']);
  });

  it('leaves a child who did it already out (their first record stands)', () => {
    const r = togetherCompletion({ enrolled: ['a', 'b'], absent: [], done: ['a'] });
    expect(r.complete).toEqual(['b']);
    expect(r.done).toEqual(['a']);
  });

  it('absent wins over done, and children of the family not in the class are ignored', () => {
    const r = togetherCompletion({ enrolled: ['a', 'b'], absent: ['a', 'x'], done: ['a', 'y'] });
    expect(r).toEqual({ complete: ['b'], absent: ['a'], done: [], notEnrolled: [] });
  });

  it('only the children named, and names a child not enrolled', () => {
    const r = togetherCompletion({
      enrolled: ['a', 'b', 'c'],
      absent: [],
      done: [],
      requested: ['c', 'a', 'z'],
    });
    expect(r.complete).toEqual(['a', 'c']);
    expect(r.notEnrolled).toEqual(['z']);
  });

  it('nobody to complete when all are absent or done', () => {
    expect(togetherCompletion({ enrolled: ['a', 'b'], absent: ['a'], done: ['b'] }).complete).toEqual([]);
  });
});

const lesson = (lessonId: string, classId: string, done = false, extra = {}) => ({
  lessonId,
  classId,
  title: `Lesson ${lessonId}`,
  minutes: 30,
  done,
  pending: false,
  catchUp: false,
  ...extra,
});

describe('sharedLessons', () => {
  const together = new Set(['read']);

  it('shows a lesson two children have on the same day once, with both names', () => {
    const children: TogetherWeekChild[] = [
      {
        student: { id: 'a', name: 'Ann' },
        days: [{ date: '2026-11-30', lessons: [lesson('1', 'read'), lesson('m', 'math')] }],
      },
      {
        student: { id: 'b', name: 'Ben' },
        days: [{ date: '2026-11-30', lessons: [lesson('1', 'read', true)] }],
      },
    ];
    expect(sharedLessons(children, together)).toEqual([
      {
        date: '2026-11-30',
        lessonId: '1',
        classId: 'read',
        title: 'Lesson 1',
        minutes: 30,
        catchUp: false,
        children: [
          { id: 'a', name: 'Ann', done: false, pending: false },
          { id: 'b', name: 'Ben', done: true, pending: false },
        ],
        done: false,
      },
    ]);
  });

  it('a child a lesson behind keeps their own row; a class not taught together is never shared', () => {
    const children: TogetherWeekChild[] = [
      {
        student: { id: 'a', name: 'Ann' },
        days: [{ date: '2026-11-30', lessons: [lesson('2', 'read'), lesson('m', 'math')] }],
      },
      {
        student: { id: 'b', name: 'Ben' },
        days: [{ date: '2026-11-30', lessons: [lesson('1', 'read'), lesson('m', 'math')] }],
      },
    ];
    expect(sharedLessons(children, together)).toEqual([]);
  });

  it('done only when every child is done and none waits; days in order', () => {
    const children: TogetherWeekChild[] = [
      {
        student: { id: 'a', name: 'Ann' },
        days: [
          { date: '2026-12-01', lessons: [lesson('2', 'read', true)] },
          { date: '2026-11-30', lessons: [lesson('1', 'read', true)] },
        ],
      },
      {
        student: { id: 'b', name: 'Ben' },
        days: [
          { date: '2026-12-01', lessons: [lesson('2', 'read', true, { pending: true })] },
          { date: '2026-11-30', lessons: [lesson('1', 'read', true)] },
        ],
      },
    ];
    const shared = sharedLessons(children, together);
    expect(shared.map((s) => [s.date, s.done])).toEqual([
      ['2026-11-30', true],
      ['2026-12-01', false],
    ]);
  });
});
