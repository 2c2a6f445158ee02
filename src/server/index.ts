import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb } from './db/client';
import { migrateToLatest } from './db/migrate';
import { recoverImports } from './features/account-data/import-runs';

const config = loadConfig();
const handle = createDb(config.databaseUrl, { poolSize: config.dbPoolSize });
const applied = await migrateToLatest(handle.db);
const { app, deps } = await buildApp(config, { handle });
if (applied.length) app.log.info({ applied }, 'migrations applied');
// An import the last run of the server did not finish leaves nothing (ADR 040): removed before serving.
const unfinished = await recoverImports(deps);
if (unfinished) app.log.warn({ unfinished }, 'unfinished account imports removed');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, finishing in-flight requests`);
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  try {
    await app.close();
    await handle.close();
    process.exit(0);
  } catch (err) {
    app.log.error(err);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Homeschool is running at ${config.baseUrl}`);
