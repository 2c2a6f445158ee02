/**
 * npx tsx scripts/bench/cold-reads.ts [--dialect sqlite|postgres] [--families 100] [--years 1] [--plan-families 4]
 *   [--rounds 5] [--reads dashboard,week,overview,dashboard-plans] [--cpu-profile out.cpuprofile] [--explain]
 *
 * The kept reads' cold path in process (ADR 055): seeds N families × a year and P lesson-plan families, then calls
 * the dashboard (each family's last child), the family week (the lesson-plan families) and the family overview
 * services in turn, every call another family, nothing kept (the services are called, not the routes: the read
 * cache is not in the way). Counts statements per call and the time per call. With --cpu-profile, a CPU profile of
 * the loop only; with --explain, each read's statements' plans for one family.
 */
import { sql } from 'kysely';
import type { Dialect } from '../../src/server/db/client';
import type { AppDeps } from '../../src/server/deps';
import { dashboardService } from '../../src/server/features/dashboard/dashboard.service';
import { gameService } from '../../src/server/features/game/game.service';
import { lessonProgressService } from '../../src/server/features/lesson-progress/lesson-progress.service';
import type { StudentScope } from '../../src/server/scope/scope';
import { todayIn } from '../../src/shared/domain/dates';
import { DEFAULT_TIMEZONE } from '../../src/shared/schemas/settings';
import { arg, runMain } from './harness';
import { explainReads, timeReads, withSeededDb } from './in-process';
import { planEmailOf } from './seed-lib';

const DIALECT = arg('dialect', 'sqlite') as Dialect;
const FAMILIES = Number(arg('families', '100'));
const YEARS = Number(arg('years', '1'));
const PLAN_FAMILIES = Number(arg('plan-families', '4'));
const ROUNDS = Number(arg('rounds', '5'));
const READS = arg('reads', 'dashboard,week,overview,dashboard-plans').split(',');
const PROFILE = arg('cpu-profile', '');
/** PostgreSQL: time every read under each of these plan_cache_mode values, on one connection (ADR 060). */
const PLAN_MODES = arg('plan-modes', '').split(',').filter(Boolean);

interface Family {
  familyId: string;
  studentId: string;
}

const main = () =>
  withSeededDb(
    DIALECT,
    'cold-reads',
    { families: FAMILIES, years: YEARS, planFamilies: PLAN_FAMILIES },
    async (s) => {
      const { db } = s;
      const today = todayIn(DEFAULT_TIMEZONE);
      const planEmails = new Set(Array.from({ length: PLAN_FAMILIES }, (_, i) => planEmailOf(i)));
      const regular: Family[] = [];
      const plans: Family[] = [];
      for (const { id, email } of await db.selectFrom('user').select(['id', 'email']).execute()) {
        const kid = await db
          .selectFrom('students')
          .select('id')
          .where('userId', '=', id)
          .orderBy('position', 'desc')
          .executeTakeFirst();
        if (kid) (planEmails.has(email) ? plans : regular).push({ familyId: id, studentId: kid.id });
      }
      const deps = {
        db,
        dialect: DIALECT,
        bus: { publish() {}, publishChild() {} },
        game: gameService(DIALECT),
      } as unknown as AppDeps;
      let dashboards = dashboardService(deps);
      let lessons = lessonProgressService(deps);
      const scopeOf = (f: Family): StudentScope => ({
        ...f,
        today,
        timezone: DEFAULT_TIMEZONE,
        confirmCompletions: false,
        actor: { memberId: f.familyId, role: 'parent', name: null },
      });
      const all = {
        dashboard: { families: regular, read: (f: Family) => dashboards.get(scopeOf(f)) },
        week: { families: plans, read: (f: Family) => lessons.week(scopeOf(f), {}) },
        overview: { families: regular, read: (f: Family) => dashboards.overview(scopeOf(f)) },
        'dashboard-plans': { families: plans, read: (f: Family) => dashboards.get(scopeOf(f)) },
      } as const;
      const chosen = READS.map((name) => [name, all[name as keyof typeof all]] as const);
      if (process.argv.includes('--explain'))
        await explainReads(
          s,
          Object.fromEntries(chosen.map(([n, r]) => [n, () => r.read(r.families[1] ?? r.families[0]!)])),
        );
      const time = () =>
        timeReads(
          s,
          Object.fromEntries(
            chosen.map(([n, r]) => [
              n,
              {
                // At least 100 calls a round, every call the next family.
                calls: Math.max(100, r.families.length),
                read: (i: number) => r.read(r.families[i % r.families.length]!),
                note: ` over ${r.families.length} families`,
              },
            ]),
          ),
          ROUNDS,
          PROFILE,
        );
      if (!PLAN_MODES.length) return await time();
      for (const mode of PLAN_MODES)
        await db.connection().execute(async (conn) => {
          await sql`select set_config('plan_cache_mode', ${mode}, false)`.execute(conn);
          console.log(`plan_cache_mode = ${mode}`);
          dashboards = dashboardService({ ...deps, db: conn });
          lessons = lessonProgressService({ ...deps, db: conn });
          await time();
        });
    },
  );

runMain('cold-reads', main);
