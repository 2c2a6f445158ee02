/**
 * What the in-process read benches share (records-reads.ts, ADR 051; cold-reads.ts, ADR 055): a seeded database
 * of one dialect with its statements counted and captured, each read's statements' plans, and the time per call
 * over rounds (with an optional CPU profile of the measured loop only).
 */
import { CompiledQuery, type Kysely } from 'kysely';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Dialect } from '../../src/server/db/client';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { DB } from '../../src/server/db/types';
import { startPostgres } from '../../tests/setup/postgres';
import { createDatabase, median } from './harness';
import { passwordHashFor, seedFamilies, type SeedOptions } from './seed-lib';

export interface SeededDb {
  db: Kysely<DB>;
  dialect: Dialect;
  /** Statements run since the last reset. */
  statements: () => number;
  resetStatements: () => void;
  /** The statements run since the last call, with their parameters. */
  takeCaptured: () => { sql: string; params: readonly unknown[] }[];
}

/** Seeds a fresh database (`/dev/shm` when there is one) and runs `fn` on it; removes it afterwards. */
export async function withSeededDb(
  dialect: Dialect,
  name: string,
  seed: Omit<SeedOptions, 'passwordHash'>,
  fn: (s: SeededDb) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), `hs-${name}-`));
  const pgServer = dialect === 'postgres' ? await startPostgres() : null;
  try {
    const url = await createDatabase(dialect, `bench_${name.replace(/\W/g, '_')}`, pgServer, dir);
    let statements = 0;
    const captured: { sql: string; params: readonly unknown[] }[] = [];
    const handle = createDb(url, {
      onQuery: () => statements++,
      onSql: (sql, params) => captured.push({ sql, params }),
    });
    await migrateToLatest(handle.db);
    const seeded = await seedFamilies(handle.db, dialect, {
      ...seed,
      passwordHash: await passwordHashFor('bench-password-0123'),
    });
    console.log(`seeded ${seeded.rows} rows in ${(seeded.ms / 1000).toFixed(1)} s`);
    try {
      await fn({
        db: handle.db,
        dialect,
        statements: () => statements,
        resetStatements: () => (statements = 0),
        takeCaptured: () => captured.splice(0),
      });
    } finally {
      await handle.close();
    }
  } finally {
    await pgServer?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each read's statements' plans (SQLite EXPLAIN QUERY PLAN, PostgreSQL EXPLAIN ANALYZE), one call each. */
export async function explainReads(s: SeededDb, reads: Record<string, () => Promise<unknown>>) {
  for (const [name, read] of Object.entries(reads)) {
    await read();
    s.takeCaptured();
    await read();
    for (const q of s.takeCaptured()) {
      const explain = s.dialect === 'sqlite' ? 'explain query plan ' : 'explain (analyze, costs off) ';
      const plan = await s.db.executeQuery(CompiledQuery.raw(explain + q.sql, [...q.params]));
      console.log(`--- ${name}: ${q.sql.slice(0, 120)}…`);
      for (const r of plan.rows as Record<string, unknown>[])
        console.log(s.dialect === 'sqlite' ? `${r.id} ${r.parent} ${r.detail}` : Object.values(r)[0]);
    }
  }
}

/**
 * Each read `calls` times a round (call i gets i), `rounds` rounds after a warm-up round; prints the statements a
 * call and the median µs a call. With `profile`, a CPU profile of the measured rounds only, written there.
 */
export async function timeReads(
  s: SeededDb,
  reads: Record<string, { calls: number; read: (i: number) => Promise<unknown>; note?: string }>,
  rounds: number,
  profile: string,
) {
  // Warm-up (JIT, and what a first call of the day does), not measured.
  for (const { calls, read } of Object.values(reads)) for (let i = 0; i < calls; i++) await read(i);
  const session = profile ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
  }
  for (const [name, { calls, read, note }] of Object.entries(reads)) {
    const perCall: number[] = [];
    for (let r = 0; r < rounds; r++) {
      s.resetStatements();
      const t = process.hrtime.bigint();
      for (let i = 0; i < calls; i++) await read(i);
      perCall.push(Number(process.hrtime.bigint() - t) / 1000 / calls);
      if (r === 0) console.log(`${name}: ${(s.statements() / calls).toFixed(1)} statements a call`);
    }
    console.log(
      `${name}: ${median(perCall).toFixed(0)} µs a call (median of ${rounds} rounds × ${calls} calls${note ?? ''})`,
    );
  }
  if (session) {
    const { profile: written } = await session.post('Profiler.stop');
    writeFileSync(profile, JSON.stringify(written));
    console.log(`wrote ${profile}`);
  }
}
