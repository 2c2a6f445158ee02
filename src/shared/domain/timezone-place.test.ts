import { describe, expect, it } from 'vitest';
import { COUNTRY_OPTIONS, OTHER_COUNTRY, TIMEZONE_OPTIONS, placeLabel } from './settings-options';
import { placeForTimezone, zoneCityName } from './timezone-place';

describe('the place a timezone stands for', () => {
  it.each([
    ['America/New_York', 'New York', 'United States'],
    ['Europe/London', 'London', 'United Kingdom'],
    ['Asia/Tokyo', 'Tokyo', 'Japan'],
    ['America/Los_Angeles', 'Los Angeles', 'United States'],
    ['Australia/Sydney', 'Sydney', 'Australia'],
    ['Australia/Lord_Howe', 'Lord Howe', 'Australia'],
    ['America/Indiana/Indianapolis', 'Indianapolis', 'United States'],
    ['America/Argentina/Buenos_Aires', 'Buenos Aires', 'Argentina'],
    ['Asia/Calcutta', 'Kolkata', 'India'],
    ['Europe/Kiev', 'Kyiv', 'Ukraine'],
    ['America/St_Johns', "St. John's", 'Canada'],
  ])('%s → %s, %s', (zone, city, country) => {
    expect(placeForTimezone(zone)).toEqual({ city, country });
  });

  it("keeps an unknown zone's own readable name, with the country 'Other' that the clock leaves out", () => {
    expect(placeForTimezone('America/Port_of_Spain')).toEqual({
      city: 'Port of Spain',
      country: OTHER_COUNTRY,
    });
    expect(placeLabel('Port of Spain', OTHER_COUNTRY)).toBe('Port of Spain');
    expect(placeForTimezone('Etc/UTC')).toEqual({ city: 'UTC', country: OTHER_COUNTRY });
    expect(placeForTimezone('UTC')).toEqual({ city: 'UTC', country: OTHER_COUNTRY });
    expect(zoneCityName('Etc/GMT+5')).toBe('GMT+5');
  });

  it('knows every timezone the Settings page offers, each in a country it offers', () => {
    for (const { value } of TIMEZONE_OPTIONS) {
      const place = placeForTimezone(value);
      expect(COUNTRY_OPTIONS, value).toContain(place.country);
      expect(place.country, value).not.toBe(OTHER_COUNTRY);
    }
  });

  it('fits the settings limits (city ≤ 100, country ≤ 64) for every zone the runtime knows', () => {
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      const place = placeForTimezone(zone);
      expect(place.city.length, zone).toBeGreaterThan(0);
      expect(place.city.length, zone).toBeLessThanOrEqual(100);
      expect(place.country.length, zone).toBeLessThanOrEqual(64);
    }
  });
});
