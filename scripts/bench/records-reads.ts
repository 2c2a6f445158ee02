/**
 * npx tsx scripts/bench/records-reads.ts [--dialect sqlite|postgres] [--families 100] [--years 1] [--rounds 5]
 *   [--cpu-profile out.cpuprofile] [--explain]
 *
 * The records' cold reads in process (ADR 051): seeds N families × a year, then calls the records progress and
 * the report card services for each family's last child in turn (every call another family, nothing kept),
 * counting statements per call and the time per call. With --cpu-profile, a CPU profile of the loop only; with
 * --explain, each read's statements' plans for one family (SQLite EXPLAIN QUERY PLAN, PostgreSQL EXPLAIN ANALYZE).
 */
import type { Dialect } from '../../src/server/db/client';
import type { AppDeps } from '../../src/server/deps';
import { hoursService } from '../../src/server/features/hours/hours.service';
import { reportCardService } from '../../src/server/features/report-card/report-card.service';
import { todayIn } from '../../src/shared/domain/dates';
import { DEFAULT_TIMEZONE } from '../../src/shared/schemas/settings';
import { arg, runMain } from './harness';
import { explainReads, timeReads, withSeededDb } from './in-process';

const DIALECT = arg('dialect', 'sqlite') as Dialect;
const FAMILIES = Number(arg('families', '100'));
const YEARS = Number(arg('years', '1'));
const ROUNDS = Number(arg('rounds', '5'));
const PROFILE = arg('cpu-profile', '');

const main = () =>
  withSeededDb(DIALECT, 'records', { families: FAMILIES, years: YEARS }, async (s) => {
    const { db } = s;
    const today = todayIn(DEFAULT_TIMEZONE);
    const users = await db.selectFrom('user').select('id').execute();
    const children: { familyId: string; studentId: string; termId: string }[] = [];
    for (const { id } of users) {
      const kid = await db
        .selectFrom('students')
        .select('id')
        .where('userId', '=', id)
        .orderBy('position', 'desc')
        .executeTakeFirst();
      const term = await db
        .selectFrom('terms')
        .select('id')
        .where('userId', '=', id)
        .orderBy((eb) => eb.case().when('startDate', '<=', today).then(0).else(1).end())
        .orderBy('startDate', 'desc')
        .executeTakeFirst();
      if (kid && term) children.push({ familyId: id, studentId: kid.id, termId: term.id });
    }
    const deps = {
      db,
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
    const one = children[1] ?? children[0]!;
    if (process.argv.includes('--explain'))
      await explainReads(
        s,
        Object.fromEntries(Object.entries(reads).map(([n, read]) => [n, () => read(one)])),
      );
    await timeReads(
      s,
      Object.fromEntries(
        Object.entries(reads).map(([n, read]) => [
          n,
          {
            calls: children.length,
            read: (i: number) => read(children[i]!),
            note: ', every call another family',
          },
        ]),
      ),
      ROUNDS,
      PROFILE,
    );
  });

runMain('records-reads', main);
