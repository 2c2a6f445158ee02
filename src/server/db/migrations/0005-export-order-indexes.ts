import type { Kysely } from 'kysely';

/**
 * The account export reads every table page by page in its file order (db/paged-read.ts, ADR 015): each
 * page starts after the last row of the one before, so every table needs an index in that order ending with
 * a unique column, or each page would sort the whole account's rows again. Where an index already starts
 * that way it is extended; otherwise one is added.
 */
const extended = [
  {
    table: 'bucket_list_items',
    old: ['bucket_list_items_user_created_idx', ['user_id', 'created_at']],
    now: ['bucket_list_items_user_created_id_idx', ['user_id', 'created_at', 'id']],
  },
  {
    table: 'learn_list_items',
    old: ['learn_list_items_user_created_idx', ['user_id', 'created_at']],
    now: ['learn_list_items_user_created_id_idx', ['user_id', 'created_at', 'id']],
  },
  {
    table: 'assignments',
    old: ['assignments_user_created_idx', ['user_id', 'created_at']],
    now: ['assignments_user_created_id_idx', ['user_id', 'created_at', 'id']],
  },
  {
    table: 'day_blocks',
    old: ['day_blocks_user_created_idx', ['user_id', 'created_at']],
    now: ['day_blocks_user_created_id_idx', ['user_id', 'created_at', 'id']],
  },
  {
    table: 'day_schedule',
    old: ['day_schedule_user_date_start_idx', ['user_id', 'schedule_date', 'start_time']],
    now: ['day_schedule_user_date_start_id_idx', ['user_id', 'schedule_date', 'start_time', 'id']],
  },
] as const;

const added = [
  { table: 'tasks', index: ['tasks_user_created_id_idx', ['user_id', 'created_at', 'id']] },
  { table: 'xp_ledger', index: ['xp_ledger_user_created_id_idx', ['user_id', 'created_at', 'id']] },
  {
    table: 'calendar_events',
    index: ['calendar_events_user_date_created_id_idx', ['user_id', 'event_date', 'created_at', 'id']],
  },
  {
    table: 'achievements',
    index: ['achievements_user_unlocked_idx', ['user_id', 'unlocked_at', 'achievement_id']],
  },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, old, now } of extended) {
    await db.schema
      .createIndex(now[0])
      .on(table)
      .columns([...now[1]])
      .execute();
    await db.schema.dropIndex(old[0]).execute();
  }
  for (const { table, index } of added)
    await db.schema
      .createIndex(index[0])
      .on(table)
      .columns([...index[1]])
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { index } of added) await db.schema.dropIndex(index[0]).execute();
  for (const { table, old, now } of extended) {
    await db.schema
      .createIndex(old[0])
      .on(table)
      .columns([...old[1]])
      .execute();
    await db.schema.dropIndex(now[0]).execute();
  }
}
