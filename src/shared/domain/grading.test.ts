import { describe, expect, it } from 'vitest';
import { gradingMessages as m } from '../messages/grading';
import {
  classGrade,
  DEFAULT_GRADING_SCALE,
  hoursLabel,
  letterFor,
  scaleProblem,
  scaleRanges,
  weightsProblem,
  type GradedWork,
} from './grading';

const done = (gradePercentage: number | null, category: string | null = null): GradedWork => ({
  status: 'completed',
  gradePercentage,
  category,
});

describe('letterFor', () => {
  it('gives the default letters at and around their boundaries', () => {
    const at = (p: number) => letterFor(p, DEFAULT_GRADING_SCALE);
    expect(at(100)).toBe('A+');
    expect(at(97)).toBe('A+');
    expect(at(96.9)).toBe('A');
    expect(at(93)).toBe('A');
    expect(at(90)).toBe('A-');
    expect(at(89.5)).toBe('B+');
    expect(at(89.9)).toBe('B+');
    expect(at(60)).toBe('D-');
    expect(at(59.9)).toBe('F');
    expect(at(0)).toBe('F');
  });

  it('gives no letter for no percent, and applies a stored scale in any order', () => {
    expect(letterFor(null, DEFAULT_GRADING_SCALE)).toBeNull();
    const passFail = [
      { letter: 'F', minPercent: 0 },
      { letter: 'P', minPercent: 70 },
    ];
    expect(letterFor(70, passFail)).toBe('P');
    expect(letterFor(69, passFail)).toBe('F');
  });
});

describe('scaleProblem', () => {
  it('accepts the default scale', () => expect(scaleProblem(DEFAULT_GRADING_SCALE)).toBeNull());

  it('refuses duplicate letters (any case), equal minimums, no letter at 0, out-of-range minimums, blank letters', () => {
    expect(
      scaleProblem([
        { letter: 'A', minPercent: 90 },
        { letter: 'a', minPercent: 0 },
      ]),
    ).toBe(m.scaleDuplicateLetter('a'));
    expect(
      scaleProblem([
        { letter: 'A', minPercent: 0 },
        { letter: 'B', minPercent: 0 },
      ]),
    ).toBe(m.scaleDuplicateMinimum(0));
    expect(
      scaleProblem([
        { letter: 'A', minPercent: 90 },
        { letter: 'B', minPercent: 10 },
      ]),
    ).toBe(m.scaleNeedsZero);
    expect(
      scaleProblem([
        { letter: 'A', minPercent: 101 },
        { letter: 'B', minPercent: 0 },
      ]),
    ).toBe(m.minimumInvalid);
    expect(
      scaleProblem([
        { letter: ' ', minPercent: 90 },
        { letter: 'B', minPercent: 0 },
      ]),
    ).toBe(m.letterRequired);
    expect(scaleProblem([{ letter: 'F', minPercent: 0 }])).toBe(m.scaleTooFew);
  });
});

describe('scaleRanges', () => {
  it('prints whole-percent ranges from 100 down to 0', () => {
    const ranges = scaleRanges(DEFAULT_GRADING_SCALE);
    expect(ranges[0]).toEqual({ letter: 'A+', range: '97–100' });
    expect(ranges[1]).toEqual({ letter: 'A', range: '93–96' });
    expect(ranges.at(-1)).toEqual({ letter: 'F', range: '0–59' });
  });

  it('says "to under" after a fractional minimum', () => {
    expect(
      scaleRanges([
        { letter: 'P', minPercent: 69.5 },
        { letter: 'F', minPercent: 0 },
      ])[1],
    ).toEqual({
      letter: 'F',
      range: '0 to under 69.5',
    });
  });
});

describe('weightsProblem', () => {
  const w = (category: string, weight: number) => ({ category, weight });
  it('accepts no weights and weights that add up to 100', () => {
    expect(weightsProblem([])).toBeNull();
    expect(weightsProblem([w('Tests', 50), w('Homework', 30), w('Projects', 20)])).toBeNull();
  });
  it('refuses a total other than 100, duplicates, blank or long names, bad weights, more than 10', () => {
    expect(weightsProblem([w('Tests', 50), w('Homework', 30)])).toBe(m.weightsSum(80));
    expect(weightsProblem([w('Tests', 50), w('tests', 50)])).toBe(m.weightsDuplicate('tests'));
    expect(weightsProblem([w(' ', 100)])).toBe(m.categoryRequired);
    expect(weightsProblem([w('x'.repeat(41), 100)])).toBe(m.categoryTooLong);
    expect(weightsProblem([w('Tests', 50.5), w('Quizzes', 49.5)])).toBe(m.weightInvalid);
    expect(weightsProblem([w('Tests', 0), w('Quizzes', 100)])).toBe(m.weightInvalid);
    expect(weightsProblem(Array.from({ length: 11 }, (_, i) => w(`C${i}`, 1)))).toBe(m.weightsTooMany);
  });
});

describe('classGrade', () => {
  const weights = [
    { category: 'Tests', weight: 50 },
    { category: 'Homework', weight: 30 },
    { category: 'Projects', weight: 20 },
  ];

  it('has no average without graded work, with or without weights', () => {
    expect(classGrade([], [])).toEqual({ average: null, weighted: false, counted: 0, uncounted: 0 });
    expect(classGrade([{ status: 'upcoming', gradePercentage: null, category: 'Tests' }], weights)).toEqual({
      average: null,
      weighted: true,
      counted: 0,
      uncounted: 0,
    });
  });

  it("without weights is the spec's rounded plain mean (categories ignored)", () => {
    expect(classGrade([done(90, 'Tests'), done(85), done(null)], []).average).toBe(88); // 87.5 rounds up
  });

  it('weights the category means over the categories that have graded work', () => {
    // Tests mean 80, Homework mean 100, Projects 90: 0.5·80 + 0.3·100 + 0.2·90 = 88.
    const work = [done(70, 'Tests'), done(90, 'Tests'), done(100, 'Homework'), done(90, 'Projects')];
    expect(classGrade(work, weights)).toEqual({ average: 88, weighted: true, counted: 4, uncounted: 0 });
  });

  it('with one category only, is that category’s mean', () => {
    expect(classGrade([done(80, 'Homework'), done(91, 'Homework')], weights).average).toBe(86); // 85.5
  });

  it('renormalises the weights when a category has no work', () => {
    // Tests 50 and Homework 30 only: (50·80 + 30·96) / 80 = 86.
    expect(classGrade([done(80, 'Tests'), done(96, 'Homework')], weights).average).toBe(86);
  });

  it('leaves out work without one of the class categories and counts it as uncounted', () => {
    const result = classGrade([done(100, 'Tests'), done(0), done(0, 'Quizzes')], weights);
    expect(result).toEqual({ average: 100, weighted: true, counted: 1, uncounted: 2 });
    expect(classGrade([done(75)], weights)).toEqual({
      average: null,
      weighted: true,
      counted: 0,
      uncounted: 1,
    });
  });

  it('rounds a weighted 89.5 to 90, an A- (the letter follows the printed average)', () => {
    // Tests 50 % at 89, Homework 50 % at 90: exactly 89.5.
    const half = [
      { category: 'Tests', weight: 50 },
      { category: 'Homework', weight: 50 },
    ];
    const result = classGrade([done(89, 'Tests'), done(90, 'Homework')], half);
    expect(result.average).toBe(90);
    expect(letterFor(result.average, DEFAULT_GRADING_SCALE)).toBe('A-');
    // 0.7·89.3 + 0.3·90 = 89.51 → 90; 0.7·89.2 + 0.3·90 = 89.44 → 89, a B+.
    const uneven = [
      { category: 'Tests', weight: 70 },
      { category: 'Homework', weight: 30 },
    ];
    expect(classGrade([done(89.3, 'Tests'), done(90, 'Homework')], uneven).average).toBe(90);
    const b = classGrade([done(89.2, 'Tests'), done(90, 'Homework')], uneven).average;
    expect(b).toBe(89);
    expect(letterFor(b, DEFAULT_GRADING_SCALE)).toBe('B+');
  });
});

describe('hoursLabel', () => {
  it('prints hours with one decimal only when needed', () => {
    expect(hoursLabel(0)).toBe('0');
    expect(hoursLabel(90)).toBe('1.5');
    expect(hoursLabel(120)).toBe('2');
    expect(hoursLabel(50)).toBe('0.8');
  });
});
