import { sessionDates, type FeedWindow } from '@shared/domain/calendar-feed';
import { calendarFeedMessages as m } from '@shared/messages/calendar-feeds';
import type { PlanBreak, PlanYear } from '../lesson-progress/placement.repository';
import type { ChildClassPlan } from '../lesson-progress/placement';
import type { FeedItem } from './calendar-feed.ics';
import type { FeedClass, FeedDueDate, FeedEvent } from './calendar-feed.repository';

export interface FeedData {
  /** The child the feed is for; null: the family's feed (every child's entries, each named). */
  studentId: string | null;
  /** The family's children (for their names). */
  children: readonly { id: string; name: string }[];
  classes: readonly FeedClass[];
  /** The school years that end in the window or later, and their breaks. */
  years: readonly PlanYear[];
  breaks: readonly PlanBreak[];
  /** Every child's placement (of the children the feed is for), as computed today. */
  plans: readonly ChildClassPlan[];
  events: readonly FeedEvent[];
  dueDates: readonly FeedDueDate[];
  window: FeedWindow;
}

/**
 * The entries of a feed, in a stable order: class sessions, lessons as placed today, one-off events and due
 * dates. UIDs name what an entry is (and the feed it is in, so the family's and a child's feed subscribed in
 * one calendar app never share one): a session by class and day, a lesson by lesson and child (so a lesson
 * that moves is updated in place), an event and a due date by their ids.
 */
export function feedItems(data: FeedData): FeedItem[] {
  const scope = data.studentId ?? 'family';
  const uid = (kind: string, ...ids: string[]) => `${kind}-${ids.join('-')}.${scope}@homeschool`;
  const family = data.studentId === null;
  const names = new Map(data.children.map((c) => [c.id, c.name]));
  const named = (title: string, studentId: string | null) =>
    family && studentId !== null && names.has(studentId) ? m.forChild(title, names.get(studentId)!) : title;
  const years = new Map(data.years.map((y) => [y.id, y]));
  const familyBreaks = data.breaks.filter((b) => b.studentIds === null);
  const childBreaks = data.breaks.filter((b) => b.studentIds !== null);
  // A session does not take place when the family is on a break, or every child in the class is.
  const allAway = (studentIds: readonly string[], date: string) =>
    studentIds.length > 0 &&
    studentIds.every((id) =>
      childBreaks.some((b) => b.studentIds!.includes(id) && b.startDate <= date && date <= b.endDate),
    );
  const items: FeedItem[] = [];

  for (const cls of data.classes) {
    const year = cls.schoolYearId ? years.get(cls.schoolYearId) : null;
    // A class of a year that ended before the window has no sessions in it.
    if (year === undefined) continue;
    const who =
      family && cls.studentIds.length
        ? m.forChildren(cls.studentIds.map((id) => names.get(id) ?? '').filter(Boolean))
        : null;
    const description = [cls.description, cls.teacherPlatform, who].filter(Boolean).join('\n') || null;
    for (const date of sessionDates({ ...cls, year }, familyBreaks, data.window)) {
      if (allAway(cls.studentIds, date)) continue;
      items.push({
        uid: uid('session', cls.id, date),
        title: cls.title,
        description,
        date,
        allDay: false,
        start: cls.startTime,
        end: cls.endTime,
      });
    }
  }

  for (const plan of data.plans) {
    if (plan.cls.schoolYearId && !years.has(plan.cls.schoolYearId)) continue;
    const lessons = new Map(plan.lessons.map((l) => [l.id, l]));
    for (const { lessonId, date } of plan.placement.placed) {
      const lesson = lessons.get(lessonId);
      if (!lesson || date > data.window.to) continue;
      items.push({
        // A loop's item comes round again: one entry per day (ADR 041).
        uid: plan.loop
          ? uid('loop', lessonId, plan.studentId, date)
          : uid('lesson', lessonId, plan.studentId),
        title: named(m.lessonTitle(plan.cls.title, lesson.title), plan.studentId),
        description: [lesson.notes, m.lessonMinutes(lesson.minutes)].filter(Boolean).join('\n'),
        date,
        allDay: false,
        start: plan.cls.startTime,
        end: plan.cls.endTime,
      });
    }
  }

  for (const event of data.events) {
    const title = named(event.title, event.studentId);
    const common = {
      uid: uid('event', event.id),
      title,
      description: event.description,
      date: event.eventDate,
    };
    items.push(
      event.eventTime
        ? { ...common, allDay: false, start: event.eventTime, end: null }
        : { ...common, allDay: true },
    );
  }

  for (const due of data.dueDates) {
    items.push({
      uid: uid('due', due.id),
      title: named(m.dueTitle(due.assignmentName, due.classTitle), due.studentId),
      description: null,
      date: due.dueDate,
      allDay: true,
    });
  }
  return items;
}
