/**
 * npx tsx scripts/bench/records-reads.ts [--dialect sqlite|postgres] [--families 100] [--years 1] [--rounds 5]
 *   [--cpu-profile out.cpuprofile] [--explain]
 *
 * The records' cold reads in process (ADR 051): seeds N families × a year, then calls the records progress and
 * the report card services for each family's last child in turn (every call another family, nothing kept),
 * counting statements per call and the time per call. With --cpu-profile, a CPU profile of the loop only; with
 * --explain, each read's statements' plans for one family (SQLite EXPLAIN QUERY PLAN, PostgreSQL EXPLAIN ANALYZE).
 */
import { CompiledQuery } from 'kysely';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Dialect } from '../../src/server/db/client';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { AppDeps } from '../../src/server/deps';
import { hoursService } from '../../src/server/features/hours/hours.service';
import { reportCardService } from '../../src/server/features/report-card/report-card.service';
import { todayIn } from '../../src/shared/domain/dates';
import { DEFAULT_TIMEZONE } from '../../src/shared/schemas/settings';
import { startPostgres } from '../../tests/setup/postgres';
import { arg, createDatabase, median, runMain } from './harness';
import { passwordHashFor, seedFamilies } from './seed-lib';

const DIALECT = arg('dialect', 'sqlite') as Dialect;
const FAMILIES = Number(arg('families', '100'));
const YEARS = Number(arg('years', '1'));
const ROUNDS = Number(arg('rounds', '5'));
const PROFILE = arg('cpu-profile', '');

async function main() {
  const dir = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'hs-rec-'));
  const pgServer = DIALECT === 'postgres' ? await startPostgres() : null;
  try {
    const url = await createDatabase(DIALECT, 'bench_records', pgServer, dir);
    let statements = 0;
    let captured: { sql: string; params: readonly unknown[] }[] = [];
    const handle = createDb(url, {
      onQuery: () => statements++,
      onSql: (sql, params) => captured.push({ sql, params }),
    });
    await migrateToLatest(handle.db);
    const seeded = await seedFamilies(handle.db, DIALECT, {
      families: FAMILIES,
      years: YEARS,
      passwordHash: await passwordHashFor('bench-password-0123'),
    });
    console.log(`seeded ${seeded.rows} rows in ${(seeded.ms / 1000).toFixed(1)} s`);
    const today = todayIn(DEFAULT_TIMEZONE);
    const users = await handle.db.selectFrom('user').select('id').execute();
    const children: { familyId: string; studentId: string; termId: string }[] = [];
    for (const { id } of users) {
      const kid = await handle.db
        .selectFrom('students')
        .select('id')
        .where('userId', '=', id)
        .orderBy('position', 'desc')
        .executeTakeFirst();
      const term = await handle.db
        .selectFrom('terms')
        .select('id')
        .where('userId', '=', id)
        .orderBy((eb) => eb.case().when('startDate', '<=', today).then(0).else(1).end())
        .orderBy('startDate', 'desc')
        .executeTakeFirst();
      if (kid && term) children.push({ familyId: id, studentId: kid.id, termId: term.id });
    }
    const deps = {
      db: handle.db,
      dialect: DIALECT,
      bus: { publish() {}, publishChild() {} },
    } as unknown as AppDeps;
    const hours = hoursService(deps);
    const cards = reportCardService(deps);
    const scopeOf = (c: (typeof children)[number]) =>
      ({
        ...c,
        today,
        timezone: DEFAULT_TIMEZONE,
        confirmCompletions: false,
        actor: { memberId: c.familyId, role: 'parent', name: null },
      }) as const;
    const reads = {
      'records-progress': (c: (typeof children)[number]) => hours.progress(scopeOf(c)),
      'report-card': (c: (typeof children)[number]) => cards.reportCard(c, c.termId),
    };
    if (process.argv.includes('--explain'))
      for (const [name, read] of Object.entries(reads)) {
        captured = [];
        await read(children[1] ?? children[0]!);
        for (const q of captured.splice(0)) {
          const explain = DIALECT === 'sqlite' ? 'explain query plan ' : 'explain (analyze, costs off) ';
          const plan = await handle.db.executeQuery(CompiledQuery.raw(explain + q.sql, [...q.params]));
          console.log(`--- ${name}: ${q.sql.slice(0, 120)}…`);
          for (const r of plan.rows as Record<string, unknown>[])
            console.log(DIALECT === 'sqlite' ? `${r.id} ${r.parent} ${r.detail}` : Object.values(r)[0]);
        }
      }
    // Warm-up (JIT), not measured.
    for (const read of Object.values(reads)) for (const c of children) await read(c);
    const session = PROFILE ? new Session() : null;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
      await session.post('Profiler.start');
    }
    for (const [name, read] of Object.entries(reads)) {
      const perCall: number[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        statements = 0;
        const t = process.hrtime.bigint();
        for (const c of children) await read(c);
        perCall.push(Number(process.hrtime.bigint() - t) / 1000 / children.length);
        if (r === 0) console.log(`${name}: ${(statements / children.length).toFixed(1)} statements a call`);
      }
      console.log(
        `${name}: ${median(perCall).toFixed(0)} µs a call (median of ${ROUNDS} rounds × ${children.length} families)`,
      );
    }
    if (session) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(PROFILE, JSON.stringify(profile));
      console.log(`wrote ${PROFILE}`);
    }
    await handle.close();
  } finally {
    await pgServer?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

runMain('records-reads', main);
