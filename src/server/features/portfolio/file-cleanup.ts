import type { AppDeps } from '../../deps';
import { keysOf, removeObjects } from '../../files/stored-keys';
import * as repo from './files.repository';

/** An object with no row is removed by the sweep once it is this old (an upload in progress has no row yet). */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;
const BATCH = 200;

/**
 * The periodic sweep (DESIGN §13): uploads that never joined a sample within an hour lose their row and their
 * objects; objects with no row older than an hour (a crash between the store and the commit, a deleted child or
 * account whose rows went with a cascade) are removed. Answers how many objects it removed.
 */
export async function sweepFiles(
  deps: Pick<AppDeps, 'db' | 'files'>,
  now = new Date(),
): Promise<{ strayFiles: number; orphanObjects: number }> {
  const before = new Date(now.getTime() - ORPHAN_AGE_MS);
  let strayFiles = 0;
  for (;;) {
    const stray = await repo.strayFiles(deps.db, before.toISOString(), BATCH);
    if (stray.length === 0) break;
    for (const file of stray) {
      // Row first: once it is gone nothing reaches the objects; then the objects.
      const deleted = await deps.db
        .deleteFrom('files')
        .where('id', '=', file.id)
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('workSampleFiles').select('fileId').where('fileId', '=', file.id))),
        )
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('esaExpenseFiles').select('fileId').where('fileId', '=', file.id))),
        )
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) continue;
      await removeObjects(deps.files, keysOf(file));
      strayFiles++;
    }
    if (stray.length < BATCH) break;
  }

  let orphanObjects = 0;
  let batch: string[] = [];
  const flush = async () => {
    const known = await repo.knownKeys(deps.db, batch);
    const orphans = batch.filter((key) => !known.has(key));
    await removeObjects(deps.files, orphans);
    orphanObjects += orphans.length;
    batch = [];
  };
  for await (const object of deps.files.list('')) {
    if (object.modifiedAt >= before) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return { strayFiles, orphanObjects };
}
