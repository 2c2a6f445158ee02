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
import { loopService } from '../lesson-progress/loop.service';
import type { StudentKey } from '../../scope/scope';
import { removeObjects } from '../../files/stored-keys';
import { confirmPendingSample, rejectPendingSample } from '../portfolio/work-samples.service';
import { confirmPendingTask, rejectPendingTask } from '../tasks/tasks.service';
import * as repo from './confirmations.repository';

/**
 * 'Parent confirms completed work' (ADR 024). With the family setting on, a child's own tick
 * of a to-do or a lesson waits (tasks.pending_by, lesson_completions.pending) and earns nothing. A parent or a
 * teacher confirms it — the tick then counts as done from now, through the same code paths as an adult's tick
 * (the to-do's or the lesson's xp once, the day's attendance, the lesson's hour entry) — or sends it back.
 * A child's tick of a loop item waits the same way (loop_completions.pending, ADR 052), on its day.
 * A child's "I learned this" work sample waits too (work_samples.pending_by): confirming keeps it in the
 * portfolio and logs its minutes as the child's hours; 'Not yet' deletes it and its files.
 * A set is settled in one transaction: an item that is not a waiting tick of the family (another family's,
 * confirmed or sent back already) is a 404 and nothing of the set changes, so nothing is earned twice.
 */
export function confirmationsService(deps: AppDeps) {
  const { db, bus, game } = deps;
  const lessons = lessonProgressService(deps);
  const loops = loopService(deps);

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
      const [tasks, lessonTicks, loopTicks, samples] = await Promise.all([
        repo.pendingTasks(db, familyId),
        repo.pendingCompletions(db, familyId, 'lesson'),
        repo.pendingCompletions(db, familyId, 'loop'),
        repo.pendingSamples(db, familyId),
      ]);
      return {
        items: [...lessonTicks, ...loopTicks, ...tasks, ...samples].sort(
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
          } else if (item.kind === 'sample') {
            const kept = await confirmPendingSample(trx, familyId, item.id);
            if (!kept) throw notFound(m.noLongerWaiting);
            changes.add(kept.child, kept.kinds);
          } else {
            const done = await (item.kind === 'loop' ? loops : lessons).confirmPending(
              trx,
              familyId,
              item.id,
            );
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
      // A sent-back sample's stored objects, removed once the transaction has committed.
      const removed: string[] = [];
      const result = await db.transaction().execute(async (trx: Kysely<DB>) => {
        for (const item of unique(input.items)) {
          if (item.kind === 'task') {
            const child = await rejectPendingTask(trx, familyId, item.id);
            if (!child) throw notFound(m.noLongerWaiting);
            changes.add(child, ['tasks']);
          } else if (item.kind === 'sample') {
            const gone = await rejectPendingSample(trx, familyId, item.id);
            if (!gone) throw notFound(m.noLongerWaiting);
            removed.push(...gone.keys);
            changes.add(gone.child, ['portfolio']);
          } else {
            const done = await (item.kind === 'loop' ? loops : lessons).rejectPending(trx, familyId, item.id);
            if (!done) throw notFound(m.noLongerWaiting);
            changes.add(done.child, done.kinds);
          }
        }
        return { rejected: unique(input.items).length };
      });
      await removeObjects(deps.files, removed);
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
