import { describe, expect, it } from 'vitest';
import { schoolYearProgress, yearProgress } from './year-progress';

describe('yearProgress', () => {
  it('counts days remaining and the percent complete', () => {
    expect(yearProgress('2026-01-01')).toEqual({
      year: 2026,
      daysRemaining: 364,
      percentComplete: 0.3,
      band: 'start',
    });
    expect(yearProgress('2026-12-31')).toMatchObject({
      daysRemaining: 0,
      percentComplete: 100,
      band: 'three-quarters',
    });
    expect(yearProgress('2024-12-30').daysRemaining).toBe(1); // leap year: 366 days
  });

  it('changes colour band at 25, 50 and 75 percent', () => {
    expect(yearProgress('2026-04-01').band).toBe('start'); // day 91 of 365 = 24.9 %
    expect(yearProgress('2026-04-02').band).toBe('quarter');
    expect(yearProgress('2026-03-31').band).toBe('start');
    expect(yearProgress('2026-07-02').band).toBe('half');
    expect(yearProgress('2026-10-01').band).toBe('three-quarters');
  });
});

describe('schoolYearProgress', () => {
  // Monday Aug 17, 2026 to Friday Jun 4, 2027, Monday to Friday: 210 school days; the winter break takes 10.
  const year = {
    name: '2026–27',
    startDate: '2026-08-17',
    endDate: '2027-06-04',
    weekdays: [1, 2, 3, 4, 5],
    breaks: [{ startDate: '2026-12-21', endDate: '2027-01-01' }],
  };

  it('counts school days done (today included) of the school days of the year, breaks left out', () => {
    expect(schoolYearProgress(year, '2026-08-17')).toEqual({
      name: '2026–27',
      schoolDays: 200,
      schoolDaysDone: 1,
      daysRemaining: 199,
      percentComplete: 0.5,
      band: 'start',
    });
    // Friday Dec 18: 18 weeks done, 90 of 200; the break's days do not move it.
    expect(schoolYearProgress(year, '2026-12-18')).toMatchObject({
      schoolDaysDone: 90,
      percentComplete: 45,
      band: 'quarter',
    });
    expect(schoolYearProgress(year, '2027-01-01')).toMatchObject({ schoolDaysDone: 90, daysRemaining: 110 });
    // A weekend counts the week's days and no more.
    expect(schoolYearProgress(year, '2027-01-10')).toMatchObject({ schoolDaysDone: 95, band: 'quarter' });
    expect(schoolYearProgress(year, '2027-06-04')).toMatchObject({
      schoolDaysDone: 200,
      daysRemaining: 0,
      percentComplete: 100,
      band: 'three-quarters',
    });
  });

  it('is at the start before the first day, and ignores breaks that are not the child’s', () => {
    expect(schoolYearProgress(year, '2026-08-01')).toMatchObject({ schoolDaysDone: 0, percentComplete: 0 });
    expect(schoolYearProgress({ ...year, breaks: [] }, '2026-12-18')).toMatchObject({
      schoolDays: 210,
      schoolDaysDone: 90,
    });
  });

  it('counts calendar days when breaks cover every school day', () => {
    const allOff = {
      ...year,
      startDate: '2026-08-17',
      endDate: '2026-08-26',
      breaks: [{ startDate: '2026-08-17', endDate: '2026-08-26' }],
    };
    expect(schoolYearProgress(allOff, '2026-08-21')).toMatchObject({
      schoolDays: 10,
      schoolDaysDone: 5,
      percentComplete: 50,
    });
  });
});
