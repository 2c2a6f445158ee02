import { createHash } from 'node:crypto';
import { Readable, Transform, pipeline, type TransformCallback } from 'node:stream';
import { accountDataMessages as m } from '@shared/messages/account-data';
import {
  ARCHIVE_DATA_LIMIT,
  ARCHIVE_DATA_NAME,
  ARCHIVE_VERSION_LIMIT,
  archiveEntryName,
  type ExportTables,
} from '@shared/schemas/account-data';
import type { FileStore } from '../../files/file-store';
import { SNIFF_BYTES, sniffType } from '../../files/sniff';
import { AppError, validationFailed } from '../../http/app-error';
import { readTar, TarError, type TarEntry } from '../../work/tar';
import { importCheckpoint } from './import-checkpoints';

type PlannedFile = ExportTables['files'][number];

const damaged = (what: string) => validationFailed(m.archiveDamaged(what));

/** What an entry of the archive must be: the rows whose objects it becomes, its exact size (an original) and type. */
interface Expected {
  rows: PlannedFile[];
  variant: 'original' | 'thumb' | 'web';
  sha256: string;
}

/** Every entry the planned files need, by name; the same bytes kept twice are one entry with two rows. */
export function expectedEntries(files: readonly PlannedFile[]): Map<string, Expected> {
  const expected = new Map<string, Expected>();
  const add = (f: PlannedFile, variant: Expected['variant']) => {
    const name = archiveEntryName(f.sha256, variant);
    const entry = expected.get(name) ?? { rows: [], variant, sha256: f.sha256 };
    if (
      variant === 'original' &&
      entry.rows.some((r) => r.size !== f.size || r.contentType !== f.contentType)
    )
      throw damaged(m.fileDamaged);
    entry.rows.push(f);
    expected.set(name, entry);
  };
  for (const f of files) {
    add(f, 'original');
    if (f.thumbKey) add(f, 'thumb');
    if (f.webKey) add(f, 'web');
  }
  return expected;
}

const keyOf = (row: PlannedFile, variant: Expected['variant']) =>
  (variant === 'original' ? row.key : variant === 'thumb' ? row.thumbKey : row.webKey)!;

/** Checks an entry's bytes on their way to the store: its type from the first bytes, its size, its hash. */
class EntryCheck extends Transform {
  size = 0;
  refusal: AppError | null = null;
  private head = Buffer.alloc(0);
  private checked = false;
  private readonly hash = createHash('sha256');

  constructor(
    private readonly type: string,
    private readonly limit: number,
  ) {
    super();
  }

  get sha256(): string {
    return this.hash.digest('hex');
  }

  private refuse(done: TransformCallback): void {
    this.refusal = damaged(m.fileDamaged);
    done(this.refusal);
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limit) return this.refuse(done);
    if (!this.checked) {
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length >= SNIFF_BYTES) {
        this.checked = true;
        if (sniffType(this.head.subarray(0, SNIFF_BYTES)) !== this.type) return this.refuse(done);
      }
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (!this.checked && sniffType(this.head) !== this.type) return this.refuse(done);
    done();
  }
}

export interface ArchiveReader {
  /** data.json's bytes (refused when the archive does not start with it or it is too large). */
  data: Promise<Uint8Array>;
  /**
   * Stores the rest of the archive's entries under the planned files' new keys, checking each (name, size, type,
   * hash) and that none is missing. Every object it wrote is in `written`, for the caller to remove on failure.
   */
  storeFiles(files: readonly PlannedFile[], written: string[]): Promise<void>;
}

/**
 * Reads an account archive as it arrives (ADR 029). The archive is refused (400) when it is not one, an entry
 * is damaged, unexpected, repeated or missing; nothing read is kept unless the caller keeps it.
 */
export function readArchive(body: Readable, store: FileStore): ArchiveReader {
  const entries = readTar(body);
  const next = async (): Promise<TarEntry | null> => {
    try {
      const { value, done } = await entries.next();
      return done ? null : value;
    } catch (error) {
      if (error instanceof TarError) throw damaged(error.message.replace(/^The archive /, 'it '));
      throw error;
    }
  };

  const data = (async () => {
    let first: TarEntry | null;
    try {
      first = await next();
    } catch {
      throw validationFailed(m.notAnArchive);
    }
    if (!first || first.name !== ARCHIVE_DATA_NAME) throw validationFailed(m.notAnArchive);
    if (first.size > ARCHIVE_DATA_LIMIT)
      throw validationFailed(m.tooLargeForImport(ARCHIVE_DATA_LIMIT / 1024 / 1024));
    const bytes = Buffer.allocUnsafe(first.size);
    let at = 0;
    for await (const chunk of first.body) {
      chunk.copy(bytes, at);
      at += chunk.length;
    }
    return bytes;
  })();

  async function storeEntry(entry: TarEntry, want: Expected, written: string[]): Promise<void> {
    const [first, ...copies] = want.rows;
    const original = want.variant === 'original';
    if (original ? entry.size !== first!.size : entry.size > ARCHIVE_VERSION_LIMIT)
      throw damaged(m.fileDamaged);
    const contentType = original ? first!.contentType : 'image/webp';
    const check = new EntryCheck(contentType, entry.size);
    const key = keyOf(first!, want.variant);
    written.push(key);
    pipeline(Readable.from(entry.body), check, () => {});
    try {
      await store.put(key, check, { contentType });
    } catch (error) {
      throw check.refusal ?? error;
    }
    if (check.size !== entry.size) throw damaged(m.fileDamaged);
    if (original && check.sha256 !== want.sha256) throw damaged(m.fileDamaged);
    // The same bytes kept twice (two rows): each row has its own object, so deleting one leaves the other.
    for (const row of copies) {
      const copy = keyOf(row, want.variant);
      written.push(copy);
      const bytes = await store.get(key);
      if (!bytes) throw new Error(`The object ${key} just written is missing`);
      await store.put(copy, bytes, { contentType });
    }
  }

  return {
    data,
    async storeFiles(files, written) {
      const expected = expectedEntries(files);
      for (let entry = await next(); entry; entry = await next()) {
        const want = expected.get(entry.name);
        if (!want) throw damaged(m.unexpectedFile);
        expected.delete(entry.name);
        await storeEntry(entry, want, written);
        if (expected.size && written.length === 1) await importCheckpoint('files-partly-stored');
      }
      if (expected.size) throw damaged(m.missingFiles(expected.size));
    },
  };
}
