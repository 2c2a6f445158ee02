// The family files' part of `npm run backup` and `npm run restore` (the disk store, DATA_DIR/files). Stored
// objects are never changed in place (a new version gets a new random key), so a backup hard-links each one
// (a copy across filesystems): cheap, and the backup keeps the bytes even after the server deletes its link.
// Files that are being written (hidden `.name.tmp` files) are skipped.
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every object under `root` as a relative path ('family/0a1b…'). */
export function listObjects(root) {
  if (!existsSync(root)) return [];
  const found = [];
  const walk = (dir, prefix) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), rel);
      else if (entry.isFile()) found.push(rel);
    }
  };
  walk(root, '');
  return found;
}

/** Links (or copies) each object of `from` that `to` does not have yet; answers how many it added. */
export function mirrorObjects(from, to) {
  let added = 0;
  for (const rel of listObjects(from)) {
    const target = path.join(to, ...rel.split('/'));
    if (existsSync(target)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    const source = path.join(from, ...rel.split('/'));
    try {
      linkSync(source, target);
    } catch (error) {
      if (error.code === 'ENOENT') continue; // deleted meanwhile: its row is gone too
      copyFileSync(source, target);
    }
    added++;
  }
  return added;
}

/** The object keys a database's `files` rows name (none before the portfolio's migration). */
export function referencedKeys(db) {
  const table = db.prepare("select name from sqlite_master where type = 'table' and name = 'files'").get();
  if (!table) return [];
  return db
    .prepare('select key, thumb_key, web_key from files')
    .all()
    .flatMap((r) => [r.key, r.thumb_key, r.web_key].filter(Boolean));
}
