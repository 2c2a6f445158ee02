/**
 * npm run seed -- --families N --years Y [--database-url URL]
 *
 * Generates N realistic accounts with Y years of school history each, in bulk transactions, on SQLite
 * (default: the app's data/homeschool.db) or PostgreSQL. Family 0 is a demo account anyone can sign in to.
 */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { createDb, dialectOf } from '../src/server/db/client';
import { migrateToLatest } from '../src/server/db/migrate';
import { DEMO_EMAIL, DEMO_PASSWORD, passwordHashFor, seedFamilies } from './bench/seed-lib';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq?.slice(name.length + 3);
}

async function main() {
  const families = Number(arg('families') ?? 1);
  const years = Number(arg('years') ?? 1);
  if (!Number.isInteger(families) || families < 1) throw new Error('--families must be a whole number ≥ 1');
  if (!(years > 0) || years > 20) throw new Error('--years must be a number between 0 and 20');
  let url = arg('database-url') ?? process.env.DATABASE_URL;
  if (!url) {
    const dir = path.resolve(process.env.DATA_DIR ?? 'data');
    mkdirSync(dir, { recursive: true });
    url = `sqlite:${path.join(dir, 'homeschool.db')}`;
  }
  const dialect = dialectOf(url);
  console.log(
    `[seed] ${families} families × ${years} years into ${dialect === 'postgres' ? url.replace(/:[^:@/]*@/, ':***@') : url}`,
  );
  const handle = createDb(url);
  try {
    await migrateToLatest(handle.db);
    const existing = await handle.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', DEMO_EMAIL)
      .executeTakeFirst();
    if (existing)
      throw new Error(
        `${DEMO_EMAIL} already exists in this database: seed an empty database (or delete it first).`,
      );
    const passwordHash = await passwordHashFor(DEMO_PASSWORD);
    const result = await seedFamilies(handle.db, dialect, {
      families,
      years,
      passwordHash,
      log: (m) => console.log(m),
    });
    console.log(
      `[seed] ${result.rows} rows in ${(result.ms / 1000).toFixed(1)} s (${Math.round(result.rows / (result.ms / 1000))} rows/s)`,
    );
    console.log(`[seed] demo account: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
    if (families > 1)
      console.log(
        `[seed] other accounts: family1@seed.homeschool.local … family${families - 1}@seed.homeschool.local, same password`,
      );
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error('[seed] failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
