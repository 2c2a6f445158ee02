import type { Kysely } from 'kysely';

/**
 * The dashboard's lists come out of their indexes already in their order: each index gains the
 * tiebreak columns of its list's ORDER BY, so no read sorts rows in a temporary tree (ADR 006).
 * Classes: newest first, then id; events: by date, then id; a day's tasks: open first, newest first, then id.
 */
const indexes = [
  {
    table: 'classes',
    old: ['classes_user_created_idx', ['user_id', 'created_at']],
    now: ['classes_user_created_id_idx', ['user_id', 'created_at', 'id']],
  },
  {
    table: 'calendar_events',
    old: ['calendar_events_user_date_idx', ['user_id', 'event_date']],
    now: ['calendar_events_user_date_id_idx', ['user_id', 'event_date', 'id']],
  },
  {
    table: 'tasks',
    old: ['tasks_user_date_idx', ['user_id', 'created_date', 'completed']],
    now: ['tasks_user_date_order_idx', ['user_id', 'created_date', 'completed', 'created_at desc', 'id']],
  },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, old, now } of indexes) {
    await db.schema
      .createIndex(now[0])
      .on(table)
      .columns([...now[1]])
      .execute();
    await db.schema.dropIndex(old[0]).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table, old, now } of indexes) {
    await db.schema
      .createIndex(old[0])
      .on(table)
      .columns([...old[1]])
      .execute();
    await db.schema.dropIndex(now[0]).execute();
  }
}
