/** The choices the Settings page offers (spec §9: 16 timezones, 13 named countries plus Other). */

/** The timezone of a new account when the browser's is unknown. */
export const DEFAULT_TIMEZONE = 'America/New_York';

export interface TimezoneOption {
  value: string;
  label: string;
}

export const TIMEZONE_OPTIONS: readonly TimezoneOption[] = [
  { value: 'America/New_York', label: 'Eastern Time (New York)' },
  { value: 'America/Chicago', label: 'Central Time (Chicago)' },
  { value: 'America/Denver', label: 'Mountain Time (Denver)' },
  { value: 'America/Phoenix', label: 'Arizona (Phoenix)' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (Los Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska (Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii (Honolulu)' },
  { value: 'America/Toronto', label: 'Eastern Time (Toronto)' },
  { value: 'America/Mexico_City', label: 'Central Mexico (Mexico City)' },
  { value: 'America/Sao_Paulo', label: 'Brasília Time (São Paulo)' },
  { value: 'Europe/London', label: 'United Kingdom (London)' },
  { value: 'Europe/Paris', label: 'Central European Time (Paris)' },
  { value: 'Europe/Berlin', label: 'Central European Time (Berlin)' },
  { value: 'Asia/Kolkata', label: 'India (Kolkata)' },
  { value: 'Asia/Tokyo', label: 'Japan (Tokyo)' },
  { value: 'Australia/Sydney', label: 'Eastern Australia (Sydney)' },
];

export const OTHER_COUNTRY = 'Other';

export const COUNTRY_OPTIONS: readonly string[] = [
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'New Zealand',
  'Ireland',
  'South Africa',
  'India',
  'Germany',
  'France',
  'Mexico',
  'Brazil',
  'Japan',
  OTHER_COUNTRY,
];

/** The label for a timezone: the option's label, or the IANA name for a zone outside the list (e.g. from sign-up). */
export function timezoneLabel(timezone: string): string {
  return TIMEZONE_OPTIONS.find((o) => o.value === timezone)?.label ?? timezone.replace(/_/g, ' ');
}

/** "City, Country" under the clock; 'Other' and blanks are left out. */
export function placeLabel(city: string, country: string): string {
  return [city.trim(), country === OTHER_COUNTRY ? '' : country.trim()].filter(Boolean).join(', ');
}
