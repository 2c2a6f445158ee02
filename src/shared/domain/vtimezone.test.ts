import { describe, expect, it } from 'vitest';
import { formatOffset, offsetChanges, offsetMinutesAt, vtimezone } from './vtimezone';

const lines = (text: string) => text.split('\r\n');

/** The observances of a VTIMEZONE as 'KIND DTSTART FROM>TO'. */
function observances(text: string): string[] {
  const out: string[] = [];
  let current: Record<string, string> = {};
  for (const line of lines(text)) {
    const [key, value] = line.split(':') as [string, string];
    if (key === 'BEGIN' && value !== 'VTIMEZONE') current = { kind: value };
    else if (key === 'END' && value !== 'VTIMEZONE')
      out.push(`${current.kind} ${current.DTSTART} ${current.TZOFFSETFROM}>${current.TZOFFSETTO}`);
    else current[key] = value;
  }
  return out;
}

describe('offsetMinutesAt', () => {
  it('reads the zone offset east of UTC in minutes, on either side of a change', () => {
    expect(offsetMinutesAt('America/New_York', Date.UTC(2026, 0, 15))).toBe(-300);
    expect(offsetMinutesAt('America/New_York', Date.UTC(2026, 6, 15))).toBe(-240);
    expect(offsetMinutesAt('Asia/Kolkata', Date.UTC(2026, 6, 15))).toBe(330);
    expect(offsetMinutesAt('UTC', Date.UTC(2026, 6, 15))).toBe(0);
  });
});

describe('offsetChanges', () => {
  it('finds the exact minute of each change', () => {
    const changes = offsetChanges('America/New_York', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    expect(changes).toEqual([
      { at: Date.UTC(2026, 2, 8, 7, 0), from: -300, to: -240 },
      { at: Date.UTC(2026, 10, 1, 6, 0), from: -240, to: -300 },
    ]);
  });

  it('finds none in a zone without daylight saving time', () => {
    expect(offsetChanges('Asia/Kolkata', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1))).toEqual([]);
  });
});

describe('formatOffset', () => {
  it('writes ±HHMM', () => {
    expect(formatOffset(-300)).toBe('-0500');
    expect(formatOffset(330)).toBe('+0530');
    expect(formatOffset(0)).toBe('+0000');
    expect(formatOffset(-570)).toBe('-0930');
  });
});

describe('vtimezone', () => {
  it('names the zone and gives the offset at the start and at each change, in local time before the change', () => {
    const text = vtimezone('America/New_York', '2026-01-01', '2026-12-31');
    expect(lines(text).slice(0, 3)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/New_York',
      'X-LIC-LOCATION:America/New_York',
    ]);
    expect(lines(text).at(-1)).toBe('END:VTIMEZONE');
    expect(observances(text)).toEqual([
      'STANDARD 20251229T190000 -0500>-0500',
      'DAYLIGHT 20260308T020000 -0500>-0400',
      'STANDARD 20261101T020000 -0400>-0500',
    ]);
  });

  it('starts on daylight time when the span begins in summer (and in the southern hemisphere)', () => {
    expect(observances(vtimezone('Europe/Berlin', '2026-08-01', '2027-01-31'))).toEqual([
      'DAYLIGHT 20260730T020000 +0200>+0200',
      'STANDARD 20261025T030000 +0200>+0100',
    ]);
    expect(observances(vtimezone('Australia/Sydney', '2026-01-01', '2026-12-31'))).toEqual([
      'DAYLIGHT 20251230T110000 +1100>+1100',
      'STANDARD 20260405T030000 +1100>+1000',
      'DAYLIGHT 20261004T020000 +1000>+1100',
    ]);
  });

  it('has one observance for a zone with one offset', () => {
    expect(observances(vtimezone('Asia/Kolkata', '2026-01-01', '2026-06-30'))).toEqual([
      'STANDARD 20251230T053000 +0530>+0530',
    ]);
    expect(observances(vtimezone('UTC', '2026-01-01', '2026-06-30'))).toEqual([
      'STANDARD 20251230T000000 +0000>+0000',
    ]);
  });
});
