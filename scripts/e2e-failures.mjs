// After a failing E2E tier: each failed test's place, title and the head of its error, printed last, where a
// CI log that keeps only its tail still shows why (Playwright's list reporter prints them before long traces).
import { existsSync, readFileSync } from 'node:fs';

export const E2E_REPORT = 'test-results/e2e-report.json';
// eslint-disable-next-line no-control-regex -- the escape character is what ANSI colour codes start with
const ANSI = /\u001b\[[0-9;]*m/g;
const ERROR_LINES = 25;

/** The failed tests of a Playwright JSON report: "file:line › title [project]" and the first lines of each error. */
export function e2eFailures(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        const errors = (last?.errors?.length ? last.errors : [last?.error]).filter(Boolean);
        const text = errors.map((e) => (e.message ?? e.value ?? '').replace(ANSI, '')).join('\n');
        out.push({
          where: `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} [${test.projectName}]`,
          error: text.split('\n').slice(0, ERROR_LINES).join('\n'),
        });
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

/** The failed tests of a vitest tier's output: its "FAIL file > test" lines, once each, at most `max`. */
export function vitestFailures(output, max = 15) {
  const lines = output
    .replace(ANSI, '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^FAIL\s/.test(l));
  return [...new Set(lines)].slice(0, max);
}

/** Where each failed E2E test is, for the summary. */
export function e2eFailurePlaces(file = E2E_REPORT) {
  if (!existsSync(file)) return [];
  return e2eFailures(JSON.parse(readFileSync(file, 'utf8'))).map((f) => f.where);
}

export function printE2eFailures(file = E2E_REPORT) {
  if (!existsSync(file)) return;
  const failures = e2eFailures(JSON.parse(readFileSync(file, 'utf8')));
  if (!failures.length) return;
  console.log(`\n=== e2e failures (${failures.length}) ===`);
  for (const f of failures) console.log(`\n✘ ${f.where}\n${f.error}`);
}
