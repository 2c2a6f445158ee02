import { sql, type Kysely } from 'kysely';

/**
 * An adult's own name (issue 37, ADR 034): `user.name` is the adult's display name, the one greetings, 'recorded
 * by' and the evaluator page show. Sign-up used to store the first child's name there, so `user.name_set_at`
 * says when the adult last gave (or kept) their own name; null: they have not, and are asked once.
 *
 * `evaluator_links.created_by`: the member who made the link (the evaluator page names the sharing adult); null
 * for links made before (the page names the family's parent).
 *
 * Every adult whose name is not one of their family's children's names is taken as named already (an invited
 * adult gave their own name at the invite's sign-up; a provider sign-up carries the person's name).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('evaluator_links').addColumn('created_by', 'text').execute();
  await db.schema.alterTable('user').addColumn('name_set_at', 'text').execute();
  const now = new Date().toISOString();
  await sql`update ${sql.table('user')} set name_set_at = ${now}
    where name <> ''
      and not exists (
        select 1 from members m inner join students s on s.user_id = m.family_id
        where m.user_id = ${sql.ref('user.id')} and m.removed_at is null and lower(s.name) = lower(${sql.ref('user.name')})
      )
      and not exists (select 1 from students s where s.user_id = ${sql.ref('user.id')} and lower(s.name) = lower(${sql.ref('user.name')}))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('evaluator_links').dropColumn('created_by').execute();
  await db.schema.alterTable('user').dropColumn('name_set_at').execute();
}
