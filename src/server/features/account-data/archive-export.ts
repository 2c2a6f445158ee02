import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { accountDataMessages } from '@shared/messages/account-data';
import {
  ARCHIVE_DATA_LIMIT,
  ARCHIVE_DATA_NAME,
  ARCHIVE_VERSION_LIMIT,
  archiveEntryName,
  type AccountExport,
} from '@shared/schemas/account-data';
import { readObject, type FileStore } from '../../files/file-store';
import { AppError } from '../../http/app-error';
import { tarEnd, tarHeader, tarPadding } from '../../work/tar';
import type { TimeSlicer } from '../../work/time-slice';
import { exportPieces } from './export-stream';

export interface ArchiveData {
  /** data.json's bytes, in the pieces the serialiser made. */
  pieces: Buffer[];
  size: number;
}

/**
 * data.json, serialised before the download starts: a tar entry needs its size first, and an account too large
 * for the import to read back is refused here, with a message, rather than producing an archive that cannot
 * return (ADR 029).
 */
export async function archiveData(file: AccountExport, slicer: TimeSlicer): Promise<ArchiveData> {
  const pieces: Buffer[] = [];
  let size = 0;
  for await (const piece of exportPieces(file, slicer)) {
    const bytes = Buffer.from(piece);
    size += bytes.length;
    if (size > ARCHIVE_DATA_LIMIT)
      throw new AppError('CONFLICT', accountDataMessages.tooLargeForImport(ARCHIVE_DATA_LIMIT / 1024 / 1024));
    pieces.push(bytes);
  }
  return { pieces, size };
}

/**
 * The account as one archive (a tar): data.json, then each file's original as `files/<sha256>` and a photo's
 * versions beside it; a file kept twice (the same bytes) is in it once. The originals stream from the store;
 * each is checked against its size and hash on the way, and a stored file that no longer matches its row
 * ends the download with an error rather than a damaged archive that looks whole.
 */
export function archiveStream(
  file: AccountExport,
  data: ArchiveData,
  store: FileStore,
  log: (message: string) => void,
): Readable {
  return Readable.from(archivePieces(file, data, store, log), { objectMode: false });
}

async function* archivePieces(
  file: AccountExport,
  data: ArchiveData,
  store: FileStore,
  log: (message: string) => void,
): AsyncGenerator<Buffer> {
  const at = new Date(file.exportedAt);
  yield tarHeader(ARCHIVE_DATA_NAME, data.size, at);
  yield* data.pieces;
  yield tarPadding(data.size);
  const written = new Set<string>();
  const fail = (message: string) => {
    log(message);
    return new Error(message);
  };
  for (const f of file.tables.files) {
    const original = archiveEntryName(f.sha256, 'original');
    if (!written.has(original)) {
      written.add(original);
      const body = await store.get(f.key);
      if (!body) throw fail(`The archive of ${file.account?.id}: the stored file ${f.key} is missing`);
      yield tarHeader(original, f.size, at);
      const hash = createHash('sha256');
      let size = 0;
      for await (const chunk of body) {
        size += (chunk as Buffer).length;
        if (size > f.size) break;
        hash.update(chunk as Buffer);
        yield chunk as Buffer;
      }
      if (size !== f.size || hash.digest('hex') !== f.sha256)
        throw fail(`The archive of ${file.account?.id}: the stored file ${f.key} does not match its row`);
      yield tarPadding(f.size);
    }
    for (const [variant, key] of [
      ['thumb', f.thumbKey],
      ['web', f.webKey],
    ] as const) {
      const name = archiveEntryName(f.sha256, variant);
      if (key === null || written.has(name)) continue;
      written.add(name);
      const bytes = await readObject(store, key, ARCHIVE_VERSION_LIMIT);
      if (!bytes) throw fail(`The archive of ${file.account?.id}: the stored file ${key} is missing`);
      yield tarHeader(name, bytes.length, at);
      yield bytes;
      yield tarPadding(bytes.length);
    }
  }
  yield tarEnd();
}
