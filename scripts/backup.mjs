// `npm run backup`: a consistent snapshot of the database while the server keeps running.
// SQLite: the online backup API (better-sqlite3's db.backup) copies DATA_DIR/homeschool.db page by page
// under SQLite's own locking, so writes during the backup are either in it or not, never half in it. The
// copy is checked with PRAGMA integrity_check and then renamed into place as
// ./backups/homeschool-<timestamp>.db (or BACKUP_DIR / --out <dir>).
// PostgreSQL: runs pg_dump when it is installed, otherwise prints how to run it and exits 0.
// Uses the same DATA_DIR / DATABASE_URL settings as the server.
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(
    'Usage: npm run backup [-- --out <dir>]\nWrites backups/homeschool-<timestamp>.db (SQLite) or a pg_dump file (PostgreSQL).',
  );
  process.exit(0);
}
const outIndex = args.indexOf('--out');
const outDir = path.resolve(outIndex >= 0 ? (args[outIndex + 1] ?? '') : process.env.BACKUP_DIR || 'backups');
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const databaseUrl = process.env.DATABASE_URL || `sqlite:${path.join(dataDir, 'homeschool.db')}`;
const stamp = new Date().toISOString().replace(/[:.]/g, '-');

if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
  const target = path.join(outDir, `homeschool-${stamp}.dump`);
  const found = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
  if (found.status !== 0) {
    console.log(
      [
        'This server uses PostgreSQL. Back it up with pg_dump (it takes a consistent snapshot while the app runs):',
        '',
        `  pg_dump --format=custom --file homeschool-${stamp}.dump "$DATABASE_URL"`,
        '',
        'and restore into an empty database with:',
        '',
        '  pg_restore --clean --if-exists --no-owner --dbname "$DATABASE_URL" homeschool-<timestamp>.dump',
        '',
        'pg_dump is not installed on this machine (install the PostgreSQL client tools of your server version).',
      ].join('\n'),
    );
    process.exit(0);
  }
  mkdirSync(outDir, { recursive: true });
  const run = spawnSync('pg_dump', ['--format=custom', '--file', `${target}.partial`, databaseUrl], {
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    rmSync(`${target}.partial`, { force: true });
    console.error('pg_dump failed; no backup was written.');
    process.exit(1);
  }
  renameSync(`${target}.partial`, target);
  console.log(`Backup written: ${target}`);
  process.exit(0);
}

const source = databaseUrl.replace(/^sqlite:/, '');
if (!existsSync(source)) {
  console.error(`No database at ${source} (set DATA_DIR or DATABASE_URL to the server's).`);
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });
const target = path.join(outDir, `homeschool-${stamp}.db`);
const partial = `${target}.partial`;
const db = new Database(source, { fileMustExist: true });
db.pragma('busy_timeout = 10000');
try {
  await db.backup(partial);
} catch (err) {
  rmSync(partial, { force: true });
  console.error(`The backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
} finally {
  db.close();
}
const copy = new Database(partial, { readonly: true, fileMustExist: true });
const check = copy.pragma('integrity_check', { simple: true });
copy.close();
if (check !== 'ok') {
  rmSync(partial, { force: true });
  console.error(`The backup copy failed its integrity check (${check}); nothing was written.`);
  process.exit(1);
}
renameSync(partial, target);
console.log(`Backup written: ${target} (${Math.round(statSync(target).size / 1024)} KB, integrity ok)`);
