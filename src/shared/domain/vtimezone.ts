import type { IsoDate } from './dates';

/**
 * An iCalendar VTIMEZONE (RFC 5545 §3.6.5) for an IANA zone over a span of days, from the runtime's own
 * time-zone data (Intl): the offset at the start, then one observance per change of offset (daylight saving
 * time or a change of the zone's standard offset) found in the span. A timed event of the calendar feed
 * says `TZID=<zone>`; with this component in the same calendar every client, strict parsers included, can
 * turn its local time into an instant without a time-zone database of its own.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at `instant`, in minutes (east positive): 'GMT-05:00' → -300, 'GMT' → 0. */
export function offsetMinutesAt(timeZone: string, instant: number): number {
  const name = formatterFor(timeZone)
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /^GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

export interface OffsetChange {
  /** The first instant (ms) with the new offset. */
  at: number;
  from: number;
  to: number;
}

/** Every change of the zone's offset in [start, end) (instants in ms), in order. */
export function offsetChanges(timeZone: string, start: number, end: number): OffsetChange[] {
  const changes: OffsetChange[] = [];
  let t = start;
  let offset = offsetMinutesAt(timeZone, t);
  while (t < end) {
    const next = Math.min(t + DAY, end);
    const nextOffset = offsetMinutesAt(timeZone, next);
    if (nextOffset !== offset) {
      // The change lies in (t, next]: narrow it down to the minute.
      let lo = t;
      let hi = next;
      while (hi - lo > MINUTE) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
        if (offsetMinutesAt(timeZone, mid) === offset) lo = mid;
        else hi = mid;
      }
      changes.push({ at: hi, from: offset, to: nextOffset });
      offset = nextOffset;
    }
    t = next;
  }
  return changes;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** ±HHMM, as TZOFFSETFROM/TZOFFSETTO write it. */
export function formatOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** The wall-clock time at `instant` under `offset`, as a local DATE-TIME ('20260308T020000'). */
function localStamp(instant: number, offset: number): string {
  const d = new Date(instant + offset * MINUTE);
  return (
    `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`
  );
}

const utcMidnight = (date: IsoDate) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

/**
 * The VTIMEZONE component (CRLF lines, no trailing line break) for `timeZone` covering the days [from, to],
 * with two days' margin either side so a local time near either end still falls inside it. A change to a
 * larger offset is a DAYLIGHT observance, one to a smaller offset a STANDARD one.
 */
export function vtimezone(timeZone: string, from: IsoDate, to: IsoDate): string {
  const start = utcMidnight(from) - 2 * DAY;
  const end = utcMidnight(to) + 3 * DAY;
  const initial = offsetMinutesAt(timeZone, start);
  const changes = offsetChanges(timeZone, start, end);
  // Before a change to a smaller offset the zone was on daylight time.
  const startsOnDaylight = changes.length > 0 && changes[0]!.to < changes[0]!.from;
  const observance = (
    kind: 'STANDARD' | 'DAYLIGHT',
    dtstart: string,
    offsetFrom: number,
    offsetTo: number,
  ) => [
    `BEGIN:${kind}`,
    `DTSTART:${dtstart}`,
    `TZOFFSETFROM:${formatOffset(offsetFrom)}`,
    `TZOFFSETTO:${formatOffset(offsetTo)}`,
    `END:${kind}`,
  ];
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    `X-LIC-LOCATION:${timeZone}`,
    ...observance(startsOnDaylight ? 'DAYLIGHT' : 'STANDARD', localStamp(start, initial), initial, initial),
    ...changes.flatMap((c) =>
      observance(c.to > c.from ? 'DAYLIGHT' : 'STANDARD', localStamp(c.at, c.from), c.from, c.to),
    ),
    'END:VTIMEZONE',
  ].join('\r\n');
}
