import type { Kysely } from 'kysely';
import { confirmationMessages as m } from '@shared/messages/confirmations';
import type {
  ConfirmationItems,
  ConfirmResult,
  PendingItems,
  RejectResult,
} from '@shared/schemas/confirmations';
import type { DB } from '../../db/types';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/app-error';
import type { ChangeKind } from '../../realtime/bus';
import { lessonProgressService } from '../lesson-progress/lesson-progress.service';
import type { StudentKey } from '../../scope/scope';
import { confirmPendingTask, rejectPendingTask } from '../tasks/tasks.service';
import * as repo from './confirmations.repository';

/**
 * 'Parent confirms completed work' (ADR 024). With the family setting on, a child's own tick
 * of a to-do or a lesson waits (tasks.pending_by, lesson_completions.pending) and earns nothing. A parent or a
 * teacher confirms it — the tick then counts as done from now, through the same code paths as an adult's tick
 * (the to-do's or the lesson's xp once, the day's attendance, the lesson's hour entry) — or sends it back.
 * A set is settled in one transaction: an item that is not a waiting tick of the family (another family's,
 * confirmed or sent back already) is a 404 and nothing of the set changes, so nothing is earned twice.
 */
export function confirmationsService(deps: AppDeps) {
  const { db, bus, game } = deps;
  const lessons = lessonProgressService(deps);

  /** Per child, the change kinds to announce after the commit. */
  function collector() {
    const byChild = new Map<string, { child: StudentKey; kinds: Set<ChangeKind> }>();
    return {
      add(child: StudentKey, kinds: readonly ChangeKind[]) {
        const entry = byChild.get(child.studentId) ?? {
          child,
          kinds: new Set<ChangeKind>(['confirmations']),
        };
        for (const k of kinds) entry.kinds.add(k);
        byChild.set(child.studentId, entry);
      },
      publish() {
        for (const { child, kinds } of byChild.values()) bus.publishChild(child, ...kinds);
      },
    };
  }

  return {
    async list(familyId: string): Promise<PendingItems> {
      const [tasks, lessonTicks] = await Promise.all([
        repo.pendingTasks(db, familyId),
        repo.pendingLessons(db, familyId),
      ]);
      return {
        items: [...lessonTicks, ...tasks].sort(
          (a, b) => a.date.localeCompare(b.date) || a.childName.localeCompare(b.childName),
        ),
      };
    },

    async confirm(familyId: string, input: ConfirmationItems): Promise<ConfirmResult> {
      const changes = collector();
      const now = new Date();
      const result = await db.transaction().execute(async (trx: Kysely<DB>) => {
        let xpChange = 0;
        for (const item of unique(input.items)) {
          if (item.kind === 'task') {
            const done = await confirmPendingTask(trx, game, familyId, item.id, now);
            if (!done) throw notFound(m.noLongerWaiting);
            xpChange += done.xp;
            changes.add(done.child, done.xp !== 0 ? ['tasks', 'xp'] : ['tasks']);
          } else {
            const done = await lessons.confirmPending(trx, familyId, item.id);
            if (!done) throw notFound(m.noLongerWaiting);
            xpChange += done.xpChange;
            changes.add(done.child, done.kinds);
          }
        }
        return { confirmed: unique(input.items).length, xpChange };
      });
      changes.publish();
      return result;
    },

    async reject(familyId: string, input: ConfirmationItems): Promise<RejectResult> {
      const changes = collector();
      const result = await db.transaction().execute(async (trx: Kysely<DB>) => {
        for (const item of unique(input.items)) {
          if (item.kind === 'task') {
            const child = await rejectPendingTask(trx, familyId, item.id);
            if (!child) throw notFound(m.noLongerWaiting);
            changes.add(child, ['tasks']);
          } else {
            const done = await lessons.rejectPending(trx, familyId, item.id);
            if (!done) throw notFound(m.noLongerWaiting);
            changes.add(done.child, done.kinds);
          }
        }
        return { rejected: unique(input.items).length };
      });
      changes.publish();
      return result;
    },
  };
}

/** The set without repeats (the same item twice is settled once). */
function unique(items: ConfirmationItems['items']): ConfirmationItems['items'] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = `${i.kind}:${i.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type ConfirmationsService = ReturnType<typeof confirmationsService>;
