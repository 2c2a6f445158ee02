import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRANSCRIPT_SETTINGS as S,
  courseResult,
  creditsFromMinutes,
  formatCredits,
  formatGpa,
  gpaSummary,
  gradePointsFor,
  gradingKeyEntries,
  letterFor,
  roundTo2,
  type GpaCourse,
} from './gpa';

const course = (over: Partial<GpaCourse>): GpaCourse => ({
  credits: 1,
  level: 'regular',
  percent: 95,
  passed: null,
  ...over,
});

describe('letters and points', () => {
  it('takes the highest step the percent reaches, never rounding up', () => {
    expect(letterFor(100)).toBe('A+');
    expect(letterFor(97)).toBe('A+');
    expect(letterFor(96.9)).toBe('A');
    expect(letterFor(93)).toBe('A');
    expect(letterFor(92.9)).toBe('A-');
    expect(letterFor(90)).toBe('A-');
    expect(letterFor(89.99)).toBe('B+');
    expect(letterFor(83)).toBe('B');
    expect(letterFor(80)).toBe('B-');
    expect(letterFor(70)).toBe('C-');
    expect(letterFor(60)).toBe('D-');
    expect(letterFor(59.9)).toBe('F');
    expect(letterFor(0)).toBe('F');
  });

  it('takes the cutoffs from the scale it is given', () => {
    const scale = [
      { letter: 'F', minPercent: 0 },
      { letter: 'A', minPercent: 90 },
      { letter: 'B', minPercent: 80 },
    ];
    expect(letterFor(91, scale)).toBe('A');
    expect(letterFor(85, scale)).toBe('B');
    expect(letterFor(10, scale)).toBe('F');
  });

  it("prints the grading key of the family's scale, highest letter first", () => {
    expect(
      gradingKeyEntries([
        { letter: 'F', minPercent: 0 },
        { letter: 'A', minPercent: 90 },
      ]),
    ).toEqual(['A 90–100 = 4.0', 'F 0–89 = 0.0']);
  });

  it('gives the standard 4.0 points', () => {
    expect(
      ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'F'].map(gradePointsFor),
    ).toEqual([4, 4, 3.7, 3.3, 3, 2.7, 2.3, 2, 1.7, 1.3, 1, 0.7, 0]);
    expect(gradePointsFor('A++')).toBe(4);
    expect(gradePointsFor('?')).toBe(0);
  });
});

describe('credits from hours', () => {
  it('is hours ÷ hours per credit, rounded down to a quarter credit', () => {
    expect(creditsFromMinutes(120 * 60, 120)).toBe(1);
    expect(creditsFromMinutes(119 * 60, 120)).toBe(0.75);
    expect(creditsFromMinutes(60 * 60, 120)).toBe(0.5);
    expect(creditsFromMinutes(89 * 60 + 59, 120)).toBe(0.5);
    expect(creditsFromMinutes(90 * 60, 120)).toBe(0.75);
    expect(creditsFromMinutes(29 * 60, 120)).toBe(0);
    expect(creditsFromMinutes(300 * 60, 150)).toBe(2);
    expect(creditsFromMinutes(135 * 60, 180)).toBe(0.75);
  });

  it('is 0 with no minutes or a bad divisor', () => {
    expect(creditsFromMinutes(0, 120)).toBe(0);
    expect(creditsFromMinutes(-60, 120)).toBe(0);
    expect(creditsFromMinutes(600, 0)).toBe(0);
  });

  it('prints 1.0, 0.5 and 0.75', () => {
    expect(formatCredits(1)).toBe('1.0');
    expect(formatCredits(0.5)).toBe('0.5');
    expect(formatCredits(0.75)).toBe('0.75');
    expect(formatCredits(23.5)).toBe('23.5');
    expect(formatCredits(0)).toBe('0.0');
  });
});

describe('GPA', () => {
  it('has none without courses', () => {
    expect(gpaSummary([], S)).toEqual({ unweighted: null, weighted: null, gpaCredits: 0, creditsEarned: 0 });
    expect(formatGpa(null)).toBe('—');
  });

  it('is credit-weighted, with the honors, AP and dual bonuses in the weighted GPA only', () => {
    const summary = gpaSummary(
      [
        course({ percent: 95, level: 'honors' }), // A 4.0, weighted 4.5
        course({ percent: 85, level: 'regular' }), // B 3.0
      ],
      S,
    );
    expect(summary.unweighted).toBe(3.5);
    expect(summary.weighted).toBe(3.75);
    expect(summary.creditsEarned).toBe(2);

    const mixed = gpaSummary(
      [
        course({ percent: 98, level: 'ap', credits: 1 }), // 4.0 / 5.0
        course({ percent: 91, level: 'dual', credits: 0.5 }), // 3.7 / 4.7
        course({ percent: 78, level: 'regular', credits: 0.5 }), // 2.3 / 2.3
        course({ percent: 88, level: 'honors', credits: 1 }), // 3.3 / 3.8
      ],
      S,
    );
    // (4 + 1.85 + 1.15 + 3.3) / 3 = 3.4333…; (5 + 2.35 + 1.15 + 3.8) / 3 = 4.1
    expect(mixed.unweighted).toBe(3.43);
    expect(mixed.weighted).toBe(4.1);
    expect(mixed.creditsEarned).toBe(3);
  });

  it('uses the family’s bonuses', () => {
    const summary = gpaSummary([course({ percent: 95, level: 'honors' })], { ...S, honorsBonus: 1 });
    expect(summary.weighted).toBe(5);
  });

  it('counts pass/fail credits but not in the GPA; pass/fail only has no GPA', () => {
    const only = gpaSummary(
      [
        course({ level: 'pass_fail', passed: true, credits: 0.5, percent: null }),
        course({ level: 'pass_fail', passed: false, credits: 1, percent: null }),
        course({ level: 'pass_fail', passed: null, credits: 1, percent: null }),
      ],
      S,
    );
    expect(only).toEqual({ unweighted: null, weighted: null, gpaCredits: 0, creditsEarned: 0.5 });
    const withGraded = gpaSummary(
      [course({ level: 'pass_fail', passed: true, percent: null }), course({ percent: 85 })],
      S,
    );
    expect(withGraded.unweighted).toBe(3);
    expect(withGraded.creditsEarned).toBe(2);
  });

  it('leaves zero-credit and ungraded courses out', () => {
    const summary = gpaSummary(
      [course({ credits: 0, percent: 50 }), course({ percent: null }), course({ percent: 90 })],
      S,
    );
    expect(summary.unweighted).toBe(3.7);
    expect(summary.gpaCredits).toBe(1);
    expect(summary.creditsEarned).toBe(1);
    expect(courseResult(course({ percent: null }), S)).toEqual({
      letter: null,
      points: null,
      weightedPoints: null,
      inGpa: false,
      creditsEarned: 0,
    });
  });

  it('gives no bonus to an F, which earns no credits but counts in the GPA', () => {
    expect(courseResult(course({ percent: 40, level: 'ap' }), S)).toEqual({
      letter: 'F',
      points: 0,
      weightedPoints: 0,
      inGpa: true,
      creditsEarned: 0,
    });
    // A D- is passing: it keeps the bonus.
    expect(courseResult(course({ percent: 61, level: 'honors' }), S).weightedPoints).toBe(1.2);
    const summary = gpaSummary(
      [course({ percent: 40, level: 'ap' }), course({ percent: 95, level: 'ap' })],
      S,
    );
    expect(summary.unweighted).toBe(2);
    expect(summary.weighted).toBe(2.5);
    expect(summary.creditsEarned).toBe(1);
  });

  it('rounds to 2 decimals, half up', () => {
    expect(roundTo2(3.345)).toBe(3.35);
    expect(roundTo2(3.3449)).toBe(3.34);
    expect(roundTo2(10 / 3)).toBe(3.33);
    expect(formatGpa(3.5)).toBe('3.50');
    // 3 × 3.7 + 4 = 15.1 / 4 = 3.775 → 3.78
    const s = gpaSummary(
      [course({ percent: 90 }), course({ percent: 90 }), course({ percent: 90 }), course({ percent: 99 })],
      S,
    );
    expect(s.unweighted).toBe(3.78);
  });
});
