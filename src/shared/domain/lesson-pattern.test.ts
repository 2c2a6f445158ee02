import { describe, expect, it } from 'vitest';
import { lessonMessages as msg } from '../messages/lessons';
import {
  expandPattern,
  MAX_LESSON_TITLE,
  MAX_LESSONS_PER_CLASS,
  MAX_PATTERN_LESSONS,
  pastedLessons,
  type Expansion,
} from './lesson-pattern';

const titles = (e: Expansion) => {
  if (!e.ok) throw new Error(`expected titles, got: ${e.message}`);
  return e.titles;
};
const message = (e: Expansion) => (e.ok ? `titles: ${e.titles.slice(0, 3).join(', ')}` : e.message);

describe('expandPattern', () => {
  it("makes one lesson per number of the range: 'Lesson {1-36}'", () => {
    const t = titles(expandPattern('Lesson {1-36}'));
    expect(t).toHaveLength(36);
    expect(t.slice(0, 3)).toEqual(['Lesson 1', 'Lesson 2', 'Lesson 3']);
    expect(t.at(-1)).toBe('Lesson 36');
  });

  it("with a step, each lesson is one chunk of the range: 'Read pp. {1-120/10}'", () => {
    const t = titles(expandPattern('Read pp. {1-120/10}'));
    expect(t).toHaveLength(12);
    expect(t.slice(0, 3)).toEqual(['Read pp. 1-10', 'Read pp. 11-20', 'Read pp. 21-30']);
    expect(t.at(-1)).toBe('Read pp. 111-120');
  });

  it('the last chunk ends at the end of the range, and a chunk of one number is that number', () => {
    expect(titles(expandPattern('pp. {1-25/10}'))).toEqual(['pp. 1-10', 'pp. 11-20', 'pp. 21-25']);
    expect(titles(expandPattern('pp. {1-21/10}'))).toEqual(['pp. 1-10', 'pp. 11-20', 'pp. 21']);
    expect(titles(expandPattern('Day {3-5/1}'))).toEqual(['Day 3', 'Day 4', 'Day 5']);
  });

  it('keeps the text after the range, spaces inside the braces are allowed, and the outer text is trimmed', () => {
    expect(titles(expandPattern('  Chapter {1 - 3} review  '))).toEqual([
      'Chapter 1 review',
      'Chapter 2 review',
      'Chapter 3 review',
    ]);
    expect(titles(expandPattern('{7-8}'))).toEqual(['7', '8']);
    expect(titles(expandPattern('Unit {2-2}'))).toEqual(['Unit 2']);
  });

  it("a leading zero keeps the numbers' width", () => {
    expect(titles(expandPattern('Week {01-03}'))).toEqual(['Week 01', 'Week 02', 'Week 03']);
    expect(titles(expandPattern('pp. {001-020/10}'))).toEqual(['pp. 001-010', 'pp. 011-020']);
  });

  it('a text with no range is one lesson', () => {
    expect(titles(expandPattern('Field trip to the museum'))).toEqual(['Field trip to the museum']);
  });

  it('makes at most 500 lessons, with a clear message beyond', () => {
    expect(titles(expandPattern('L {1-500}'))).toHaveLength(MAX_PATTERN_LESSONS);
    expect(titles(expandPattern('L {1-5000/10}'))).toHaveLength(500);
    expect(message(expandPattern('L {1-501}'))).toBe(msg.patternTooMany(501, 500));
    expect(message(expandPattern('L {1-999999999}'))).toBe(msg.patternTooMany(999999999, 500));
  });

  it('refuses a range that ends before it starts, a step of 0, non-numbers, and a second range', () => {
    expect(message(expandPattern('Lesson {36-1}'))).toBe(msg.patternEndBeforeStart('{36-1}'));
    expect(message(expandPattern('pp. {1-120/0}'))).toBe(msg.patternStepZero);
    expect(message(expandPattern('Lesson {a-b}'))).toBe(msg.patternBadRange('{a-b}'));
    expect(message(expandPattern('Lesson {1-}'))).toBe(msg.patternBadRange('{1-}'));
    expect(message(expandPattern('Lesson {}'))).toBe(msg.patternBadRange('{}'));
    expect(message(expandPattern('Lesson {-1-5}'))).toBe(msg.patternBadRange('{-1-5}'));
    expect(message(expandPattern('Lesson {1.5-3}'))).toBe(msg.patternBadRange('{1.5-3}'));
    expect(message(expandPattern('Lesson {1-10000000000}'))).toBe(msg.patternBadRange('{1-10000000000}'));
    expect(message(expandPattern('Unit {1-3} part {1-2}'))).toBe(msg.patternOneRange);
    expect(message(expandPattern('   '))).toBe(msg.patternRequired);
  });

  it('keeps every title within 200 characters', () => {
    const prefix = 'x'.repeat(MAX_LESSON_TITLE - 2);
    expect(titles(expandPattern(`${prefix}{1-99}`)).at(-1)).toHaveLength(200);
    expect(message(expandPattern(`${prefix}{1-100}`))).toBe(msg.titleTooLong(200));
    expect(message(expandPattern('y'.repeat(201)))).toBe(msg.titleTooLong(200));
  });
});

describe('pastedLessons', () => {
  it('makes one lesson per non-empty line, trimmed, whatever the line endings', () => {
    expect(titles(pastedLessons('Fractions\r\n\r\n  Decimals  \rPercent\n\n'))).toEqual([
      'Fractions',
      'Decimals',
      'Percent',
    ]);
  });

  it('keeps braces as typed (a pasted list is not a pattern)', () => {
    expect(titles(pastedLessons('Lesson {1-3}'))).toEqual(['Lesson {1-3}']);
  });

  it('refuses an empty paste, a line over 200 characters (naming it), and more lines than a class holds', () => {
    expect(message(pastedLessons(' \n\n\t'))).toBe(msg.linesRequired);
    expect(message(pastedLessons(`One\n\n${'z'.repeat(201)}`))).toBe(msg.lineTooLong(3, 200));
    const many = Array.from({ length: MAX_LESSONS_PER_CLASS + 1 }, (_, i) => `L${i}`).join('\n');
    expect(message(pastedLessons(many))).toBe(msg.tooManyLines(1001, 1000));
    expect(titles(pastedLessons(many.split('\n').slice(1).join('\n')))).toHaveLength(1000);
  });
});
