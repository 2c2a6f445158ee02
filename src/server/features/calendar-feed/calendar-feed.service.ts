import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { feedWindow } from '@shared/domain/calendar-feed';
import { todayIn } from '@shared/domain/dates';
import { calendarFeedMessages as m } from '@shared/messages/calendar-feeds';
import type {
  CalendarFeedEntry,
  CalendarFeedList,
  CreatedCalendarFeed,
} from '@shared/schemas/calendar-feeds';
import { createRateLimiter } from '../../auth/rate-limit';
import { lockAccount } from '../../db/account-lock';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/app-error';
import { computePlans } from '../lesson-progress/placement';
import { loadPlanInputs } from '../lesson-progress/placement.repository';
import { renderFeed } from './calendar-feed.ics';
import { feedItems } from './calendar-feed.items';
import * as repo from './calendar-feed.repository';

/** 32 random bytes, base64url: the URL's secret (ADR 020). */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const FIFTEEN_MINUTES = 15 * 60;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const feedPath = (token: string): string => `/api/calendar/${token}.ics`;

/**
 * The secret calendar feeds (ADR 020): a family's and each child's, made, made again
 * (a new token; the old link is a 404 at once) and turned off from Settings, and the public feed itself,
 * computed on each request from the plan as it stands.
 */
export function calendarFeedService(deps: AppDeps) {
  const { db } = deps;
  const limiter = createRateLimiter(db);
  const limits = deps.config.calendarFeedRateLimit;

  async function entries(userId: string): Promise<CalendarFeedEntry[]> {
    const [children, feeds] = await Promise.all([deps.students.list(userId), repo.listFeeds(db, userId)]);
    const feedOf = (studentId: string | null) => {
      const feed = feeds.find((f) => f.studentId === studentId);
      return feed ? { id: feed.id, createdAt: feed.createdAt } : null;
    };
    return [
      { studentId: null, name: m.family, feed: feedOf(null) },
      ...children.map((c) => ({ studentId: c.id, name: c.name, feed: feedOf(c.id) })),
    ];
  }

  return {
    list: async (userId: string): Promise<CalendarFeedList> => ({ feeds: await entries(userId) }),

    /** Makes the family's feed (studentId null) or a child's; one that exists gets a new token and the old one stops working. */
    async create(userId: string, studentId: string | null): Promise<CreatedCalendarFeed> {
      if (studentId !== null && !(await deps.students.context(userId, studentId)))
        throw notFound(m.childNotFound);
      const token = randomBytes(32).toString('base64url');
      await db.transaction().execute(async (trx) => {
        // One feed per family and per child, even when two requests race.
        await lockAccount(trx, userId);
        await repo.deleteFeedsFor(trx, userId, studentId);
        await repo.insertFeed(trx, userId, {
          id: randomUUID(),
          studentId,
          tokenHash: hashToken(token),
          createdAt: new Date().toISOString(),
        });
      });
      deps.bus.publish(userId, 'calendar-feeds');
      const entry = (await entries(userId)).find((e) => e.studentId === studentId);
      if (!entry?.feed) throw notFound(m.notFound);
      const path = feedPath(token);
      return { entry, url: `${deps.config.baseUrl}${path}`, path };
    },

    /** Turns a feed off: its link answers 404 from now on. */
    async remove(userId: string, id: string): Promise<void> {
      if ((await repo.deleteFeed(db, userId, id)) === 0) throw notFound(m.notFound);
      deps.bus.publish(userId, 'calendar-feeds');
    },

    /**
     * The feed behind a token, as iCalendar text; 404 for a token that is not one (looked up by its hash, so
     * the comparison is the index's, not a string compare on the secret). Limited per address and per feed.
     */
    async render(token: string, address: string): Promise<string> {
      if (limits)
        await limiter.hit(`calendar-feed:${address}`, {
          max: limits.perAddress,
          windowSeconds: FIFTEEN_MINUTES,
        });
      const feed = TOKEN_RE.test(token) ? await repo.findFeedByHash(db, hashToken(token)) : undefined;
      if (!feed) throw notFound(m.notFound);
      if (limits)
        await limiter.hit(`calendar-feed:${feed.id}`, {
          max: limits.perFeed,
          windowSeconds: FIFTEEN_MINUTES,
        });

      const { userId, studentId } = feed;
      const [profile, children] = await Promise.all([deps.profiles.get(userId), deps.students.list(userId)]);
      const timezone = profile.settings.timezone;
      const today = todayIn(timezone);
      const window = feedWindow(today);
      const child = studentId === null ? null : children.find((c) => c.id === studentId);
      if (child === undefined) throw notFound(m.notFound);
      const studentIds = child ? [child.id] : children.map((c) => c.id);

      const [classes, events, dueDates, inputs] = await Promise.all([
        repo.feedClasses(db, userId, studentId),
        repo.feedEvents(db, userId, studentId, window),
        repo.feedDueDates(db, userId, studentId, window),
        // From the window's start, so the years and breaks of its past sessions are there too.
        loadPlanInputs(db, userId, { studentIds, from: window.from }),
      ]);
      const items = feedItems({
        studentId,
        children,
        classes,
        years: inputs.years,
        breaks: inputs.breaks,
        plans: computePlans(inputs, today, window.to),
        events,
        dueDates,
        window,
      });
      return renderFeed({
        name: m.calendarName(child ? child.name : m.family),
        description: m.calendarDescription,
        timezone,
        window,
        items,
        now: new Date(),
      });
    },
  };
}

export type CalendarFeedService = ReturnType<typeof calendarFeedService>;
