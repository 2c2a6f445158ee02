import { sql, type RawBuilder } from 'kysely';

/**
 * Who recorded what (ADR 024): records keep the acting member's id (`recorded_by`,
 * `completed_by`): the parent's is the family's user id, a child's the child's id, another adult's their member
 * id. `recordedByName(column)` is the display name of the member a record's column names — an adult's
 * user name, a child's name — as a correlated subquery by primary key, so a list read joins the names in its
 * own statement (one statement per read). `familyColumn` scopes a child's name to the record's family.
 * Null when the column is null (records made before members) or names nobody any more.
 */
export function recordedByName(column: string, familyColumn: string): RawBuilder<string | null> {
  const by = sql.ref(column);
  const family = sql.ref(familyColumn);
  return sql<string | null>`coalesce(
    (select u.name from members m inner join "user" u on u.id = m.user_id where m.id = ${by} and m.family_id = ${family}),
    (select s.name from students s where s.id = ${by} and s.user_id = ${family}),
    (select u.name from "user" u where u.id = ${by} and u.id = ${family})
  )`;
}
