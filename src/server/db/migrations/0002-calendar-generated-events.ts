import { sql, type Kysely } from 'kysely';

/**
 * Marks the calendar events that a class's schedule generated, so re-syncing a class replaces only those
 * and keeps the one-off events a parent linked to the class by hand (e.g. a field trip for Science).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('calendar_events')
    .addColumn('generated', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`generated in (0, 1)`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('calendar_events').dropColumn('generated').execute();
}
