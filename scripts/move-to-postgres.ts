// `npm run move-to-postgres -- --to postgres://user:pass@host/db [--files-to-s3]`: copies a SQLite server's
// every table (all families, accounts, sessions) into a new, empty PostgreSQL database, in one transaction.
// The source is DATA_DIR/homeschool.db (or DATABASE_URL when it is a sqlite: URL, or --from sqlite:<file>).
// With --files-to-s3 the family files (DATA_DIR/files) are copied to the bucket that S3_BUCKET, S3_ENDPOINT,
// S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY name; without it they stay in DATA_DIR/files, where a
// single PostgreSQL instance with the same DATA_DIR keeps reading them. Stop the server first (docs/operating.md).
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { diskFileStore } from '../src/server/files/disk-store';
import { s3FileStore } from '../src/server/files/s3-store';
import { moveToPostgres } from '../src/server/db/move-to-postgres';

const args = process.argv.slice(2);
const value = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const usage =
  'Usage: npm run move-to-postgres -- --to postgres://user:password@host:5432/homeschool [--from sqlite:<file>] [--files-to-s3]\n' +
  'Stop the server first. The target database must exist and be empty (createdb homeschool).';
if (args.includes('--help') || args.includes('-h')) {
  console.log(usage);
  process.exit(0);
}
const to = value('--to');
if (!to) {
  console.error(usage);
  process.exit(1);
}
const env = { ...process.env };
if (env.DATABASE_URL && !env.DATABASE_URL.startsWith('sqlite:')) delete env.DATABASE_URL;
const config = loadConfig(env);
const from = value('--from') ?? config.databaseUrl;
const withFiles = args.includes('--files-to-s3');
if (withFiles && !config.s3) {
  console.error('--files-to-s3 needs S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, … for your store) set.');
  process.exit(1);
}
console.log(`Moving ${from} into ${to.replace(/\/\/[^@]*@/, '//…@')}`);
try {
  const report = await moveToPostgres({
    from,
    to,
    files: withFiles
      ? { from: diskFileStore(path.join(config.dataDir, 'files')), to: s3FileStore(config.s3!) }
      : undefined,
    log: (line) => console.log(`  ${line}`),
  });
  const rows = Object.values(report.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Done: ${rows} rows in ${Object.keys(report.tables).length} tables` +
      (withFiles ? `, ${report.files} files` : '; the files stay in DATA_DIR/files') +
      '.\nStart the server with DATABASE_URL set to the new database (and the same AUTH_SECRET).',
  );
} catch (error) {
  console.error(`The move failed; nothing was written to the target: ${(error as Error).message}`);
  process.exit(1);
}
