/**
 * Lessons taught together (issue 41, ADR 042): one tick on the family week records the lesson for the class's
 * children at once. Pure, so the server's tick and the week's shared rows decide alike.
 */

/** A child's own note on a lesson taught together: at most this many characters. */
export const MAX_TOGETHER_NOTE = 500;

export interface TogetherCompletionInput {
  /** The children enrolled in the class, in the family's order. */
  enrolled: readonly string[];
  /** The children marked absent on the day the lesson is recorded for. */
  absent: readonly string[];
  /** The children who have completed the lesson already (on any day, waiting for a parent or not). */
  done: readonly string[];
  /** The children the tick names; left out: every enrolled child. */
  requested?: readonly string[];
}

export interface TogetherCompletion {
  /** Who gets a completion now, in the family's order. */
  complete: string[];
  /** Enrolled and named but absent that day: the lesson stays in their queue. */
  absent: string[];
  /** Enrolled and named but done already: their first record stands. */
  done: string[];
  /** Named but not enrolled in the class: the tick is refused. */
  notEnrolled: string[];
}

/** Who gets a completion: each child named (default every enrolled child) who is enrolled, present and not done. */
export function togetherCompletion(input: TogetherCompletionInput): TogetherCompletion {
  const enrolled = new Set(input.enrolled);
  const requested = input.requested ? new Set(input.requested) : enrolled;
  const absent = new Set(input.absent);
  const done = new Set(input.done);
  const result: TogetherCompletion = { complete: [], absent: [], done: [], notEnrolled: [] };
  for (const id of requested) if (!enrolled.has(id)) result.notEnrolled.push(id);
  for (const id of input.enrolled) {
    if (!requested.has(id)) continue;
    if (absent.has(id)) result.absent.push(id);
    else if (done.has(id)) result.done.push(id);
    else result.complete.push(id);
  }
  return result;
}

export interface TogetherDayLesson {
  lessonId: string;
  classId: string;
  title: string;
  minutes: number;
  done: boolean;
  pending: boolean;
  catchUp: boolean;
}

export interface TogetherWeekChild {
  student: { id: string; name: string };
  days: readonly { date: string; lessons: readonly TogetherDayLesson[] }[];
}

/** A lesson of a class taught together that two or more children have on the same day: shown once. */
export interface SharedLesson {
  date: string;
  lessonId: string;
  classId: string;
  title: string;
  minutes: number;
  catchUp: boolean;
  children: { id: string; name: string; done: boolean; pending: boolean }[];
  /** Every child's is done. */
  done: boolean;
}

/**
 * The week's shared lessons, per day in the week's order: for each class taught together, the children whose day
 * holds the same lesson of it (a child who missed a day and is a lesson behind has their own). Only lessons two or
 * more children share; the children in the week's order.
 */
export function sharedLessons(
  children: readonly TogetherWeekChild[],
  togetherClassIds: ReadonlySet<string>,
): SharedLesson[] {
  const byKey = new Map<string, SharedLesson>();
  for (const { student, days } of children) {
    for (const day of days) {
      for (const l of day.lessons) {
        if (!togetherClassIds.has(l.classId)) continue;
        const key = `${day.date}|${l.lessonId}`;
        let shared = byKey.get(key);
        if (!shared) {
          shared = {
            date: day.date,
            lessonId: l.lessonId,
            classId: l.classId,
            title: l.title,
            minutes: l.minutes,
            catchUp: l.catchUp,
            children: [],
            done: true,
          };
          byKey.set(key, shared);
        }
        shared.children.push({ id: student.id, name: student.name, done: l.done, pending: l.pending });
        shared.catchUp &&= l.catchUp;
        shared.done &&= l.done && !l.pending;
      }
    }
  }
  return [...byKey.values()]
    .filter((s) => s.children.length > 1)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
