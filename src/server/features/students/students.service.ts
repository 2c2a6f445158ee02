import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MAX_CHILDREN, nextChildLook } from '@shared/domain/students';
import { studentMessages } from '@shared/messages/students';
import type { NewStudent, Student, StudentPatch, StudentRemoval } from '@shared/schemas/students';
import { readStoredSettings } from '@shared/schemas/settings';
import { lockAccount } from '../../db/account-lock';
import type { DB } from '../../db/types';
import { AppError, notFound } from '../../http/app-error';
import type { FileStore } from '../../files/file-store';
import { removeObjects, storedKeysOf } from '../../files/stored-keys';
import type { EventBus } from '../../realtime/bus';
import type { FamilyContext } from '../../scope/scope';
import * as repo from './students.repository';
import { toStudent } from './students.rows';

/**
 * A family's children (ADR 017): 1–12 per account, in the parent's order. Adding, reordering and
 * removing run under the account's lock, so two tabs cannot both add the 13th child or remove the last one.
 */
export function studentsService(
  db: Kysely<DB>,
  bus: EventBus,
  opts: { now?: () => Date; files?: FileStore } = {},
) {
  const now = opts.now ?? (() => new Date());

  /** Inserts a child at the end of the family (the caller holds the account's lock). */
  async function add(trx: Kysely<DB>, userId: string, input: NewStudent): Promise<Student> {
    const family = await repo.listStudents(trx, userId);
    if (family.length >= MAX_CHILDREN) throw new AppError('CONFLICT', studentMessages.tooMany(MAX_CHILDREN));
    const look = nextChildLook(family);
    const at = now().toISOString();
    const stored = {
      id: randomUUID(),
      name: input.name,
      age: input.age,
      gradeLevel: input.gradeLevel ?? null,
      color: input.color ?? look.color,
      emoji: input.emoji ?? look.emoji,
      position: family.length === 0 ? 0 : Math.max(...family.map((s) => s.position)) + 1,
      xp: 0,
      level: 0,
      requirementProfileId: null,
      createdAt: at,
      updatedAt: at,
    };
    await repo.insertStudent(trx, userId, stored);
    return toStudent(stored);
  }

  return {
    list: async (userId: string): Promise<Student[]> => (await repo.listStudents(db, userId)).map(toStudent),

    /**
     * The family's context for a per-child request (one statement that also checks the child); null when the
     * child is not this family's. The request's scope is built with it (`scope/register-scope.ts`).
     */
    async context(familyId: string, studentId: string): Promise<FamilyContext | null> {
      const settings = await repo.familyChildSettings(db, familyId, studentId);
      if (settings === undefined) return null;
      const { timezone, confirmCompletions } = readStoredSettings(settings);
      return { timezone, confirmCompletions };
    },

    /** Adds a child; the 13th is refused. */
    async create(userId: string, input: NewStudent): Promise<Student> {
      const student = await db.transaction().execute(async (t) => {
        await lockAccount(t, userId);
        return add(t, userId, input);
      });
      bus.publish(userId, 'students');
      return student;
    },

    /**
     * Sign-up's child: the family's first, made only when the account exists and has none. A sign-up for a
     * taken address (with mail on) answers like a new one without an account to add to: nothing happens.
     */
    async createFirst(userId: string, input: NewStudent): Promise<void> {
      await db.transaction().execute(async (t) => {
        if (!(await repo.accountExists(t, userId))) return;
        await lockAccount(t, userId);
        if ((await repo.listStudents(t, userId)).length === 0) await add(t, userId, input);
      });
    },

    async update(userId: string, id: string, patch: StudentPatch): Promise<Student> {
      const student = await db.transaction().execute(async (trx) => {
        if (!(await repo.findStudent(trx, userId, id))) throw notFound();
        await repo.updateStudent(trx, userId, id, patch);
        return (await repo.findStudent(trx, userId, id))!;
      });
      bus.publish(userId, 'students');
      return toStudent(student);
    },

    /** Puts the children in the given order; `ids` must be exactly the family's children. */
    async reorder(userId: string, ids: readonly string[]): Promise<Student[]> {
      const family = await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        const current = await repo.listStudents(trx, userId);
        const known = new Set(current.map((s) => s.id));
        // Another family's child (or an unknown id) is a 404, like everywhere else; a wrong list of one's own is a 400.
        if (!ids.every((id) => known.has(id))) throw notFound();
        if (ids.length !== current.length || new Set(ids).size !== ids.length)
          throw new AppError('VALIDATION_FAILED', studentMessages.orderInvalid);
        for (const [position, id] of ids.entries()) await repo.updateStudent(trx, userId, id, { position });
        return repo.listStudents(trx, userId);
      });
      bus.publish(userId, 'students');
      return family.map(toStudent);
    },

    async removal(userId: string, id: string): Promise<StudentRemoval> {
      if (!(await repo.isFamilyStudent(db, userId, id))) throw notFound();
      return repo.removalCounts(db, userId, id);
    },

    /**
     * Removes the child and exactly its rows (the foreign keys cascade), and then its stored files; the last
     * child stays.
     */
    async remove(userId: string, id: string): Promise<void> {
      const keys = await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        const family = await repo.listStudents(trx, userId);
        if (!family.some((s) => s.id === id)) throw notFound();
        if (family.length === 1) throw new AppError('CONFLICT', studentMessages.lastChild);
        const stored = await storedKeysOf(trx, userId, id);
        await repo.deleteStudent(trx, userId, id);
        return stored;
      });
      if (opts.files) await removeObjects(opts.files, keys);
      // The child's own sessions went with the child: every instance forgets them at once.
      await bus.publishAndWait(userId, 'students', 'sessions');
    },
  };
}

export type StudentsService = ReturnType<typeof studentsService>;
