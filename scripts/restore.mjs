// `npm run restore -- <backup.db>`: puts a backup written by `npm run backup` back as the server's SQLite
// database (DATA_DIR/homeschool.db or DATABASE_URL). Stop the server first: the restore refuses while a
// process has the database open (add --force to skip that check). The backup is checked
// (integrity_check, Homeschool tables), copied next to the database, flushed to disk, and renamed into
// place; the previous database is kept as homeschool.db.bak (with its -wal file, if any).
// The family's files saved beside the backup (homeschool-<timestamp>-files/) are linked back into
// DATA_DIR/files (files already there are kept).
// PostgreSQL: prints the pg_restore command.
import Database from 'better-sqlite3';
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  openSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { mirrorObjects } from './backup-files.mjs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((a) => !a.startsWith('--'));
if (!file || args.includes('--help') || args.includes('-h')) {
  console.error(
    'Usage: npm run restore -- <backups/homeschool-<timestamp>.db> [--force]\nStop the server first.',
  );
  process.exit(file ? 0 : 1);
}
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const databaseUrl = process.env.DATABASE_URL || `sqlite:${path.join(dataDir, 'homeschool.db')}`;
if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.log(
    'This server uses PostgreSQL. Restore a pg_dump file with:\n\n' +
      `  pg_restore --clean --if-exists --no-owner --dbname "$DATABASE_URL" ${file}\n`,
  );
  process.exit(0);
}
const backup = path.resolve(file);
const target = path.resolve(databaseUrl.replace(/^sqlite:/, ''));
if (!existsSync(backup)) {
  console.error(`No file at ${backup}.`);
  process.exit(1);
}

// Is it a sound Homeschool database?
try {
  const db = new Database(backup, { readonly: true, fileMustExist: true });
  const check = db.pragma('integrity_check', { simple: true });
  const tables = db
    .prepare("select name from sqlite_master where type = 'table' and name in ('user', 'profiles', 'tasks')")
    .all();
  db.close();
  if (check !== 'ok') throw new Error(`integrity check: ${check}`);
  if (tables.length !== 3) throw new Error('it has no Homeschool tables');
} catch (err) {
  console.error(
    `${backup} is not a usable Homeschool backup (${err instanceof Error ? err.message : String(err)}). Nothing was changed.`,
  );
  process.exit(1);
}

/** Processes (Linux /proc) that hold the database or its WAL open: a running server. */
function holders() {
  if (!existsSync('/proc/self/fd')) return null;
  const watched = new Set([target, `${target}-wal`, `${target}-shm`]);
  const found = [];
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    if (Number(pid) === process.pid) continue;
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (watched.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) {
          found.push(Number(pid));
          break;
        }
      } catch {
        // the descriptor closed meanwhile
      }
    }
  }
  return found;
}
const open = holders();
if (open === null) {
  console.warn(
    'Warning: cannot check whether the server is running on this system. Make sure it is stopped.',
  );
} else if (open.length && !force) {
  console.error(
    `The database is in use by process ${open.join(', ')}. Stop the server, then run the restore again (or add --force).`,
  );
  process.exit(1);
}

const temp = `${target}.restore-${process.pid}.tmp`;
copyFileSync(backup, temp);
const fd = openSync(temp, 'r+');
fsyncSync(fd);
closeSync(fd);
if (existsSync(target)) {
  for (const suffix of ['', '-wal', '-shm']) {
    rmSync(`${target}.bak${suffix}`, { force: true });
    if (existsSync(`${target}${suffix}`)) renameSync(`${target}${suffix}`, `${target}.bak${suffix}`);
  }
}
renameSync(temp, target);
const dirFd = openSync(path.dirname(target), 'r');
try {
  fsyncSync(dirFd);
} catch {
  // directories cannot be fsynced on every platform
} finally {
  closeSync(dirFd);
}
const savedFiles = backup.replace(/\.db$/, '-files');
const restoredFiles = existsSync(savedFiles) ? mirrorObjects(savedFiles, path.join(dataDir, 'files')) : 0;
console.log(
  `Restored ${backup} to ${target}.${existsSync(`${target}.bak`) ? ` The previous database is ${target}.bak.` : ''}` +
    (existsSync(savedFiles) ? ` ${restoredFiles} family files were put back from ${savedFiles}.` : ''),
);
