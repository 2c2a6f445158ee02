import { describe, expect, it } from 'vitest';
import { isCoreSubject, subjectOfClass } from './core-subjects';

describe('isCoreSubject', () => {
  it('knows the five core subjects in any case', () => {
    for (const s of ['Reading', 'language arts', 'MATH', 'Social Studies', 'science'])
      expect(isCoreSubject(s)).toBe(true);
  });

  it('finds them as whole words inside a title', () => {
    expect(isCoreSubject('Math 7')).toBe(true);
    expect(isCoreSubject('Saxon Mathematics')).toBe(true);
    expect(isCoreSubject('Earth Science')).toBe(true);
    expect(isCoreSubject('English Language Arts')).toBe(true);
    expect(isCoreSubject('Social-Studies: US History')).toBe(true);
  });

  it('does not tick other subjects or parts of words', () => {
    expect(isCoreSubject('Art')).toBe(false);
    expect(isCoreSubject('Piano')).toBe(false);
    expect(isCoreSubject('Physical Education')).toBe(false);
    expect(isCoreSubject('Aftermath club')).toBe(false);
    expect(isCoreSubject('Spreading joy')).toBe(false);
    expect(isCoreSubject('')).toBe(false);
    expect(isCoreSubject(null)).toBe(false);
  });
});

describe('subjectOfClass', () => {
  it("is the class's subject, else its title", () => {
    expect(subjectOfClass({ title: 'Saxon 7/6', subject: 'Math' })).toBe('Math');
    expect(subjectOfClass({ title: 'Saxon 7/6', subject: null })).toBe('Saxon 7/6');
    expect(subjectOfClass({ title: 'Saxon 7/6', subject: '  ' })).toBe('Saxon 7/6');
  });
});
