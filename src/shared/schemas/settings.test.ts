import { describe, expect, it } from 'vitest';
import { defaultSettings, normalizeDayByDay, normalizeSettings } from './settings';

describe('settings', () => {
  it('has the spec defaults', () => {
    expect(defaultSettings()).toEqual({
      timezone: 'America/New_York',
      country: 'United States',
      city: 'New York',
      customMessages: [''],
      notifications: true,
      theme: 'blue',
      startWeek: 'monday',
      timeFormat: '12h',
      dayByDay: { dayLength: 6, blockSize: 30, startTime: '08:00' },
    });
  });

  it('clamps or defaults day-by-day values on load', () => {
    expect(normalizeDayByDay({ dayLength: 12, blockSize: 2, startTime: '7:00' })).toEqual({ dayLength: 8, blockSize: 5, startTime: '08:00' });
    expect(normalizeDayByDay({ dayLength: 0, blockSize: 500, startTime: '23:30' })).toEqual({ dayLength: 1, blockSize: 120, startTime: '23:30' });
    expect(normalizeDayByDay(null)).toEqual({ dayLength: 6, blockSize: 30, startTime: '08:00' });
  });

  it('keeps valid stored values and replaces broken ones with defaults', () => {
    const s = normalizeSettings({ timezone: 'Nowhere/City', city: 'Austin', startWeek: 'friday', customMessages: ['Go!'] });
    expect(s.timezone).toBe('America/New_York');
    expect(s.city).toBe('Austin');
    expect(s.startWeek).toBe('monday');
    expect(s.customMessages).toEqual(['Go!']);
  });
});
