import { describe, expect, it } from 'vitest';
import { defaultSettings, normalizeDayByDay, normalizeSettings, readStoredSettings } from './settings';

describe('settings', () => {
  it('has the spec defaults', () => {
    expect(defaultSettings()).toEqual({
      timezone: 'America/New_York',
      country: 'United States',
      city: 'New York',
      customMessages: [''],
      notifications: true,
      requireSecondFactor: false,
      theme: 'blue',
      startWeek: 'monday',
      timeFormat: '12h',
      dayByDay: { dayLength: 6, blockSize: 30, startTime: '08:00' },
      confirmCompletions: false,
    });
  });

  it('clamps or defaults day-by-day values on load', () => {
    expect(normalizeDayByDay({ dayLength: 12, blockSize: 2, startTime: '7:00' })).toEqual({
      dayLength: 8,
      blockSize: 5,
      startTime: '08:00',
    });
    expect(normalizeDayByDay({ dayLength: 0, blockSize: 500, startTime: '23:30' })).toEqual({
      dayLength: 1,
      blockSize: 120,
      startTime: '23:30',
    });
    expect(normalizeDayByDay(null)).toEqual({ dayLength: 6, blockSize: 30, startTime: '08:00' });
  });

  it('keeps valid stored values and replaces broken ones with defaults', () => {
    const s = normalizeSettings({
      timezone: 'Nowhere/City',
      city: 'Austin',
      startWeek: 'friday',
      customMessages: ['Go!'],
    });
    expect(s.timezone).toBe('America/New_York');
    expect(s.city).toBe('Austin');
    expect(s.startWeek).toBe('monday');
    expect(s.customMessages).toEqual(['Go!']);
  });

  it('reads stored text as normalizeSettings does, the same on a remembered read, each call its own copy', () => {
    const text = JSON.stringify({
      timezone: 'Asia/Tokyo',
      city: 'Osaka',
      startWeek: 'friday',
      dayByDay: { dayLength: 12 },
    });
    const expected = normalizeSettings(JSON.parse(text));
    const first = readStoredSettings(text);
    expect(first).toEqual(expected);
    first.customMessages.push('changed');
    first.dayByDay.dayLength = 2;
    first.city = 'Kyoto';
    const second = readStoredSettings(text);
    expect(second).toEqual(expected);
    expect(second).not.toBe(first);
    // No profile yet, or a broken text: the defaults.
    expect(readStoredSettings(null)).toEqual(defaultSettings());
    expect(readStoredSettings('{not json')).toEqual(defaultSettings());
    expect(readStoredSettings('"a string"')).toEqual(defaultSettings());
  });

  it('remembers a bounded number of texts and still reads every text right', () => {
    const texts = Array.from({ length: 1_500 }, (_, i) => JSON.stringify({ city: `City ${i}` }));
    for (const text of texts) expect(readStoredSettings(text).city).toBe(JSON.parse(text).city);
    for (const text of texts.slice(0, 10)) expect(readStoredSettings(text).city).toBe(JSON.parse(text).city);
  });
});
