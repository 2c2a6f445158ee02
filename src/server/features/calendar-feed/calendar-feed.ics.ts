import { TZDate } from '@date-fns/tz';
import ical from 'ical-generator';
import type { FeedWindow } from '@shared/domain/calendar-feed';
import type { IsoDate } from '@shared/domain/dates';
import { vtimezone } from '@shared/domain/vtimezone';

/** One entry of the feed: a timed event in the account's timezone, or an all-day one. */
export type FeedItem = {
  /** Stable across requests, so a calendar app updates the entry instead of adding another. */
  uid: string;
  title: string;
  description: string | null;
  date: IsoDate;
} & ({ allDay: true } | { allDay: false; start: string; end: string | null });

export interface FeedCalendar {
  name: string;
  description: string;
  /** The account's IANA timezone: every timed entry is written with TZID=<timezone>. */
  timezone: string;
  window: FeedWindow;
  items: readonly FeedItem[];
  /** DTSTAMP of every entry: when this answer was made. */
  now: Date;
}

/** How often a calendar app should look again (REFRESH-INTERVAL, X-PUBLISHED-TTL): hourly. */
const REFRESH_SECONDS = 60 * 60;

const at = (date: IsoDate, time: string, timezone: string) =>
  new TZDate(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    Number(time.slice(0, 2)),
    Number(time.slice(3, 5)),
    0,
    timezone,
  );

/**
 * The feed as iCalendar text (RFC 5545), written by ical-generator. The zone is set on every entry rather than
 * on the calendar: a calendar-wide zone would also write DTSTAMP in local time, where RFC 5545 wants UTC. The
 * entries' zone gets its VTIMEZONE from `vtimezone`.
 */
export function renderFeed(feed: FeedCalendar): string {
  const calendar = ical({
    name: feed.name,
    description: feed.description,
    prodId: { company: 'Homeschool', product: 'Calendar feed', language: 'EN' },
    timezone: { name: null, generator: (zone: string) => vtimezone(zone, feed.window.from, feed.window.to) },
    ttl: REFRESH_SECONDS,
  });
  for (const item of feed.items) {
    const common = {
      id: item.uid,
      summary: item.title,
      description: item.description,
      stamp: feed.now,
      timezone: feed.timezone,
    };
    if (item.allDay) {
      calendar.createEvent({ ...common, allDay: true, start: at(item.date, '00:00', feed.timezone) });
    } else {
      calendar.createEvent({
        ...common,
        start: at(item.date, item.start, feed.timezone),
        end: item.end ? at(item.date, item.end, feed.timezone) : null,
      });
    }
  }
  // RFC 5545 ends every content line, the last one too, with CRLF.
  return `${calendar.toString()}\r\n`;
}
