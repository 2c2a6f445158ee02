import { OTHER_COUNTRY } from './settings-options';

/**
 * The place a timezone stands for, to fill a new account's city and country (shown under the sidebar
 * clock) from the browser's timezone: 'Europe/London' → London, United Kingdom. A zone the table does not
 * know keeps its own readable name as the city and 'Other' as the country (left out of the clock's label).
 */

export interface Place {
  city: string;
  country: string;
}

/** Zones under these prefixes all lie in one country. */
const COUNTRY_BY_PREFIX: readonly (readonly [string, string])[] = [
  ['America/Indiana/', 'United States'],
  ['America/Kentucky/', 'United States'],
  ['America/North_Dakota/', 'United States'],
  ['America/Argentina/', 'Argentina'],
  ['Australia/', 'Australia'],
];

/** Country of a zone, spelled as the Settings page's options spell it where it has one. */
const COUNTRY_BY_ZONE: Readonly<Record<string, string>> = {
  // North America
  'America/New_York': 'United States',
  'America/Chicago': 'United States',
  'America/Denver': 'United States',
  'America/Phoenix': 'United States',
  'America/Los_Angeles': 'United States',
  'America/Anchorage': 'United States',
  'America/Juneau': 'United States',
  'America/Adak': 'United States',
  'America/Boise': 'United States',
  'America/Detroit': 'United States',
  'Pacific/Honolulu': 'United States',
  'America/Puerto_Rico': 'Puerto Rico',
  'America/Toronto': 'Canada',
  'America/Montreal': 'Canada',
  'America/Vancouver': 'Canada',
  'America/Edmonton': 'Canada',
  'America/Winnipeg': 'Canada',
  'America/Regina': 'Canada',
  'America/Halifax': 'Canada',
  'America/St_Johns': 'Canada',
  'America/Mexico_City': 'Mexico',
  'America/Cancun': 'Mexico',
  'America/Monterrey': 'Mexico',
  'America/Tijuana': 'Mexico',
  'America/Guatemala': 'Guatemala',
  'America/Costa_Rica': 'Costa Rica',
  'America/Panama': 'Panama',
  'America/Havana': 'Cuba',
  'America/Jamaica': 'Jamaica',
  'America/Santo_Domingo': 'Dominican Republic',
  // South America
  'America/Sao_Paulo': 'Brazil',
  'America/Manaus': 'Brazil',
  'America/Fortaleza': 'Brazil',
  'America/Recife': 'Brazil',
  'America/Buenos_Aires': 'Argentina',
  'America/Bogota': 'Colombia',
  'America/Lima': 'Peru',
  'America/Santiago': 'Chile',
  'America/Caracas': 'Venezuela',
  'America/Montevideo': 'Uruguay',
  'America/La_Paz': 'Bolivia',
  'America/Guayaquil': 'Ecuador',
  // Europe
  'Europe/London': 'United Kingdom',
  'Europe/Belfast': 'United Kingdom',
  'Europe/Dublin': 'Ireland',
  'Europe/Lisbon': 'Portugal',
  'Europe/Madrid': 'Spain',
  'Europe/Paris': 'France',
  'Europe/Brussels': 'Belgium',
  'Europe/Amsterdam': 'Netherlands',
  'Europe/Luxembourg': 'Luxembourg',
  'Europe/Berlin': 'Germany',
  'Europe/Zurich': 'Switzerland',
  'Europe/Vienna': 'Austria',
  'Europe/Rome': 'Italy',
  'Europe/Malta': 'Malta',
  'Europe/Prague': 'Czechia',
  'Europe/Warsaw': 'Poland',
  'Europe/Budapest': 'Hungary',
  'Europe/Copenhagen': 'Denmark',
  'Europe/Oslo': 'Norway',
  'Europe/Stockholm': 'Sweden',
  'Europe/Helsinki': 'Finland',
  'Europe/Tallinn': 'Estonia',
  'Europe/Riga': 'Latvia',
  'Europe/Vilnius': 'Lithuania',
  'Europe/Athens': 'Greece',
  'Europe/Bucharest': 'Romania',
  'Europe/Sofia': 'Bulgaria',
  'Europe/Belgrade': 'Serbia',
  'Europe/Zagreb': 'Croatia',
  'Europe/Kyiv': 'Ukraine',
  'Europe/Kiev': 'Ukraine',
  'Europe/Istanbul': 'Türkiye',
  'Europe/Moscow': 'Russia',
  'Atlantic/Reykjavik': 'Iceland',
  'Atlantic/Canary': 'Spain',
  // Africa
  'Africa/Johannesburg': 'South Africa',
  'Africa/Lagos': 'Nigeria',
  'Africa/Cairo': 'Egypt',
  'Africa/Nairobi': 'Kenya',
  'Africa/Casablanca': 'Morocco',
  'Africa/Accra': 'Ghana',
  'Africa/Addis_Ababa': 'Ethiopia',
  // Asia
  'Asia/Tokyo': 'Japan',
  'Asia/Seoul': 'South Korea',
  'Asia/Shanghai': 'China',
  'Asia/Hong_Kong': 'Hong Kong',
  'Asia/Taipei': 'Taiwan',
  'Asia/Singapore': 'Singapore',
  'Asia/Kuala_Lumpur': 'Malaysia',
  'Asia/Manila': 'Philippines',
  'Asia/Jakarta': 'Indonesia',
  'Asia/Bangkok': 'Thailand',
  'Asia/Ho_Chi_Minh': 'Vietnam',
  'Asia/Saigon': 'Vietnam',
  'Asia/Kolkata': 'India',
  'Asia/Calcutta': 'India',
  'Asia/Karachi': 'Pakistan',
  'Asia/Dhaka': 'Bangladesh',
  'Asia/Kathmandu': 'Nepal',
  'Asia/Katmandu': 'Nepal',
  'Asia/Colombo': 'Sri Lanka',
  'Asia/Dubai': 'United Arab Emirates',
  'Asia/Riyadh': 'Saudi Arabia',
  'Asia/Qatar': 'Qatar',
  'Asia/Tehran': 'Iran',
  'Asia/Jerusalem': 'Israel',
  'Asia/Beirut': 'Lebanon',
  'Asia/Amman': 'Jordan',
  // Oceania
  'Pacific/Auckland': 'New Zealand',
  'Pacific/Chatham': 'New Zealand',
  'Pacific/Fiji': 'Fiji',
  'Pacific/Guam': 'Guam',
};

/** Cities whose zone id spells them otherwise (older ids, no spaces or apostrophes in ids). */
const CITY_BY_ZONE: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Kolkata',
  'Asia/Saigon': 'Ho Chi Minh City',
  'Asia/Ho_Chi_Minh': 'Ho Chi Minh City',
  'Asia/Katmandu': 'Kathmandu',
  'Europe/Kiev': 'Kyiv',
  'America/St_Johns': "St. John's",
  'Atlantic/Canary': 'Canary Islands',
};

/** The zone's own name, readable: its last part without underscores ('America/Port_of_Spain' → 'Port of Spain', 'Etc/UTC' → 'UTC'). */
export function zoneCityName(timeZone: string): string {
  const parts = timeZone.split('/');
  const name = parts[0] === 'Etc' ? parts.slice(1).join('/') : parts.at(-1)!;
  return name.replace(/_/g, ' ');
}

/** City and country for an IANA timezone id. */
export function placeForTimezone(timeZone: string): Place {
  const country =
    COUNTRY_BY_ZONE[timeZone] ??
    COUNTRY_BY_PREFIX.find(([prefix]) => timeZone.startsWith(prefix))?.[1] ??
    OTHER_COUNTRY;
  return { city: CITY_BY_ZONE[timeZone] ?? zoneCityName(timeZone), country };
}
