// Offline dependency review: every installed package (npm ls --all) has a licence on the pinned allowlist
// or a written exception, a lockfile integrity hash, and the tree has no problems but the accepted ones.
// It does not look for known vulnerabilities: that needs `npm audit` and the registry (see SECURITY.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const review = JSON.parse(readFileSync(path.join(root, 'scripts/dependency-review.json'), 'utf8'));
const allowed = new Set(review.allowedLicences);
const failures = [];

const ls = spawnSync('npm', ['ls', '--all', '--json', '--long'], {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
const tree = JSON.parse(ls.stdout);
// Integrity hashes come from the committed lockfile (an installed tree does not always carry them).
const lockPackages = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')).packages ?? {};
// A bundled package (`inBundle`) ships inside its parent's tarball: the parent's hash covers it.
function lockedIntegrity(entry) {
  let key = path.relative(root, entry.path).split(path.sep).join('/');
  while (lockPackages[key]?.inBundle) key = key.slice(0, key.lastIndexOf('/node_modules/'));
  return lockPackages[key]?.integrity;
}

/** True when an SPDX expression (OR, AND, WITH, parentheses) is satisfied by allowed licences. */
function licenceAllowed(expression) {
  const tokens = expression.replace(/[()]/g, ' $& ').trim().split(/\s+/);
  let i = 0;
  const term = () => {
    if (tokens[i] === '(') {
      i++;
      const value = or();
      i++;
      return value;
    }
    const id = tokens[i++];
    if (tokens[i] === 'WITH') i += 2;
    return allowed.has(id);
  };
  const and = () => {
    let value = term();
    while (tokens[i] === 'AND') {
      i++;
      value = term() && value;
    }
    return value;
  };
  const or = () => {
    let value = and();
    while (tokens[i] === 'OR') {
      i++;
      value = and() || value;
    }
    return value;
  };
  return or() && i === tokens.length;
}

/** The licence as declared: the SPDX `license` field, else the legacy `licenses` array of package.json. */
function licenceOf(entry) {
  if (typeof entry.license === 'string') return entry.license;
  const manifest = path.join(entry.path, 'package.json');
  if (!existsSync(manifest)) return null;
  const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
  const legacy = pkg.license ?? pkg.licenses;
  if (typeof legacy === 'string') return legacy;
  const types = [legacy]
    .flat()
    .filter(Boolean)
    .map((l) => l.type ?? l);
  return types.length ? types.join(' OR ') : null;
}

const packages = new Map();
(function walk(deps) {
  for (const [name, entry] of Object.entries(deps ?? {})) {
    // A platform-specific optional package for another system is listed without a version: not installed.
    if (!entry.version || !entry.path || packages.has(entry.path)) continue;
    packages.set(entry.path, { name, ...entry });
    walk(entry.dependencies);
  }
})(tree.dependencies);

const usedExceptions = new Set();
const licences = new Map();
for (const entry of packages.values()) {
  const id = `${entry.name}@${entry.version}`;
  const licence = licenceOf(entry);
  licences.set(licence, (licences.get(licence) ?? 0) + 1);
  if (review.exceptions[id]) usedExceptions.add(id);
  else if (!licence || !licenceAllowed(licence))
    failures.push(
      `${id}: licence ${JSON.stringify(licence)} is not on the allowlist (add a reviewed exception with the reason)`,
    );
  if (!/^sha(256|384|512)-/.test(lockedIntegrity(entry) ?? ''))
    failures.push(`${id}: no integrity hash in package-lock.json`);
}
for (const id of Object.keys(review.exceptions))
  if (!usedExceptions.has(id))
    failures.push(`${id}: exception for a package that is not installed (remove it)`);

const problems = (tree.problems ?? []).map((p) => p.replaceAll(`${root}/`, ''));
for (const problem of problems)
  if (!review.acceptedTreeProblems[problem]) failures.push(`npm ls: ${problem}`);
for (const accepted of Object.keys(review.acceptedTreeProblems))
  if (!problems.includes(accepted))
    failures.push(`accepted tree problem no longer occurs (remove it): ${accepted}`);

const production = [...packages.values()].filter((p) => !p.dev).length;
console.log(
  `dependency review: ${packages.size} installed packages (${production} in the production tree), licences:`,
);
for (const [licence, count] of [...licences].sort((a, b) => b[1] - a[1]))
  console.log(`  ${String(count).padStart(4)}  ${licence}`);
console.log(`  ${usedExceptions.size} reviewed exceptions (scripts/dependency-review.json)`);
console.log(
  'Known vulnerabilities are not checked offline: run `npm audit --omit=dev` where the registry allows it (SECURITY.md).',
);
if (failures.length) {
  console.error(`\n${failures.length} finding(s):\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
