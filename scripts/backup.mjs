// `npm run backup`: a consistent snapshot of the database while the server keeps running.
// SQLite: the online backup API (better-sqlite3's db.backup) copies DATA_DIR/homeschool.db page by page
// under SQLite's own locking, so writes during the backup are either in it or not, never half in it. The
// copy is checked with PRAGMA integrity_check and then renamed into place as
// ./backups/homeschool-<timestamp>.db (or BACKUP_DIR / --out <dir>).
// The family's files (DATA_DIR/files) go beside it as homeschool-<timestamp>-files/: linked once before the
// snapshot and once after (for uploads made meanwhile), then every file the snapshot names is checked to be there.
// With S3_BUCKET set the files are in the bucket: back that up with the storage's own tools (README).
// PostgreSQL: runs pg_dump when it is installed, otherwise prints how to run it and exits 0.
// Uses the same DATA_DIR / DATABASE_URL settings as the server.
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { listObjects, mirrorObjects, referencedKeys } from './backup-files.mjs';

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
const filesDir = path.join(dataDir, 'files');
const bucketNote = process.env.S3_BUCKET
  ? `The family's files are in the bucket ${process.env.S3_BUCKET}, not in this backup: back it up with your storage's own tools (README, Operating it).`
  : null;

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
  if (bucketNote) console.log(bucketNote);
  else if (listObjects(filesDir).length)
    console.log(
      `The family's files are in ${filesDir}: copy that folder with the dump (several instances need S3_BUCKET).`,
    );
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
const filesTarget = path.join(outDir, `homeschool-${stamp}-files`);
const filesPartial = `${filesTarget}.partial`;
const withFiles = !bucketNote && listObjects(filesDir).length > 0;
if (withFiles) mirrorObjects(filesDir, filesPartial);
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
let filesLine = '';
if (withFiles) {
  // Uploads that came in while the database was copied; then every file the copy names must be here.
  mirrorObjects(filesDir, filesPartial);
  const snapshot = new Database(partial, { readonly: true, fileMustExist: true });
  const keys = referencedKeys(snapshot);
  snapshot.close();
  const missing = keys.filter((key) => !existsSync(path.join(filesPartial, ...key.split('/'))));
  if (missing.length) {
    rmSync(partial, { force: true });
    rmSync(filesPartial, { recursive: true, force: true });
    console.error(
      `${missing.length} of the family files the database names are missing from ${filesDir}; nothing was written. Run the backup again.`,
    );
    process.exit(1);
  }
  renameSync(filesPartial, filesTarget);
  filesLine = `\nFiles written: ${filesTarget} (${keys.length} files, every one the database names)`;
}
renameSync(partial, target);
console.log(
  `Backup written: ${target} (${Math.round(statSync(target).size / 1024)} KB, integrity ok)${filesLine}`,
);
if (bucketNote) console.log(bucketNote);
