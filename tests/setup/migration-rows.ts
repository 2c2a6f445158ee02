import type { Kysely } from 'kysely';
import type { DB } from '../../src/server/db/types';
import { dialect } from './api';

/**
 * For a migration's test: account 'u1' with one child 's1', written straight into a database migrated to 0006
 * (families) or later, before the migration under test runs.
 */
export async function insertAccountWithChild(db: Kysely<DB>): Promise<void> {
  const now = new Date();
  const stamp = dialect === 'postgres' ? now : now.toISOString();
  await db
    .insertInto('user')
    .values({
      id: 'u1',
      name: 'A',
      email: 'a@example.com',
      emailVerified: dialect === 'postgres' ? true : 1,
      image: null,
      createdAt: stamp,
      updatedAt: stamp,
    } as never)
    .execute();
  await db
    .insertInto('students')
    .values({
      id: 's1',
      userId: 'u1',
      name: 'Ada',
      age: 9,
      gradeLevel: null,
      color: 'indigo',
      emoji: '🦊',
      position: 0,
      createdAt: 'x',
      updatedAt: 'x',
    })
    .execute();
}
