import { PostgresAdapter, type Kysely } from 'kysely';

/** Column types that differ between SQLite and PostgreSQL. */
export function columnTypes(db: Kysely<unknown>) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    pg,
    /** better-auth's own booleans and timestamps use native types on Postgres. */
    authBool: pg ? ('boolean' as const) : ('integer' as const),
    authTimestamp: pg ? ('timestamptz' as const) : ('date' as const),
    real: pg ? ('double precision' as const) : ('real' as const),
  };
}
