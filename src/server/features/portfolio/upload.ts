import { createHash, randomUUID } from 'node:crypto';
import os from 'node:os';
import { Readable, Transform, pipeline, type TransformCallback } from 'node:stream';
import { cleanFileName } from '@shared/domain/file-name';
import { formatSize } from '@shared/domain/file-size';
import { portfolioMessages as m } from '@shared/messages/portfolio';
import type { StoredFile } from '@shared/schemas/portfolio';
import type { FileLimits } from '../../config';
import type { FileKind } from '../../db/types';
import type { AppDeps } from '../../deps';
import { newFileKey, readObject, type FileStore } from '../../files/file-store';
import { familyPrefix } from '../../files/stored-keys';
import { turnsPerKey } from '../../work/turns-per-key';
import { ImageRefused, processImage, writeImageVersions } from '../../files/images';
import { Mp4LocationStripper, Mp4Refused } from '../../files/mp4-location';
import { SNIFF_BYTES, sniffType, type SniffedType } from '../../files/sniff';
import { AppError, validationFailed } from '../../http/app-error';
import type { StudentScope } from '../../scope/scope';
import { lockAccount } from '../../db/account-lock';
import * as repo from './files.repository';
import { toStoredFile, type StoredFileRow } from './files.rows';

const kindOf = (type: SniffedType): FileKind =>
  type.startsWith('image/')
    ? 'image'
    : type.startsWith('audio/')
      ? 'audio'
      : type.startsWith('video/')
        ? 'video'
        : 'document';

/** A file past its limit (413). */
export const tooLarge = (limit: number) =>
  new AppError('PAYLOAD_TOO_LARGE', m.fileTooLarge(formatSize(limit)));
const quotaFull = (quota: number) => new AppError('CONFLICT', m.quotaFull(formatSize(quota)));

/** ISO-BMFF files a phone writes its location into (WebM has no standard location tag: left as uploaded). */
const CARRIES_LOCATION: readonly SniffedType[] = ['video/mp4', 'audio/mp4'];

/**
 * Watches an upload on its way to the store: holds back the first bytes until their type is known (anything
 * but the kept types is refused before a byte is stored), counts against the file's limit and the family's room
 * as the bytes pass, blanks an MP4/MOV/M4A's location boxes in place (`files/mp4-location.ts`: same size, only
 * its `moov` held), and hashes what is stored (not a photo: what is kept of it is its re-encoded original, hashed
 * on the image thread). A refusal ends the stream with an AppError, which the store's put
 * rejects with and which leaves no object.
 */
class UploadInspector extends Transform {
  type: SniffedType | null = null;
  size = 0;
  refusal: AppError | null = null;
  private head: Buffer[] = [];
  private headLength = 0;
  private limit: number;
  private readonly hash = createHash('sha256');
  private hashing = true;
  private stripper: Mp4LocationStripper | null = null;

  constructor(
    private readonly limits: FileLimits,
    private readonly room: number,
  ) {
    super();
    this.limit = limits.maxVideoBytes;
  }

  get sha256(): string {
    return this.hash.digest('hex');
  }

  private refuse(error: AppError, done: TransformCallback): void {
    this.refusal = error;
    done(error);
  }

  private decide(): AppError | null {
    const head = Buffer.concat(this.head);
    this.type = sniffType(head.subarray(0, SNIFF_BYTES));
    if (!this.type) return new AppError('UNSUPPORTED_MEDIA_TYPE', m.unsupportedType);
    this.limit = this.type.startsWith('video/') ? this.limits.maxVideoBytes : this.limits.maxFileBytes;
    if (CARRIES_LOCATION.includes(this.type)) this.stripper = new Mp4LocationStripper();
    this.hashing = kindOf(this.type) !== 'image';
    return null;
  }

  /** Hashes and passes on the bytes that are stored (an MP4's without its location). */
  private store(take: () => Buffer[], done: TransformCallback): void {
    let out: Buffer[];
    try {
      out = take();
    } catch (error) {
      if (error instanceof Mp4Refused) return this.refuse(validationFailed(error.message), done);
      throw error;
    }
    for (const bytes of out) {
      if (this.hashing) this.hash.update(bytes);
      this.push(bytes);
    }
    done();
  }

  private pass(chunk: Buffer, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limit) return this.refuse(tooLarge(this.limit), done);
    if (this.size > this.room) return this.refuse(quotaFull(this.limits.familyQuotaBytes), done);
    const stripper = this.stripper;
    this.store(() => (stripper ? stripper.push(chunk) : [chunk]), done);
  }

  private finish(done: TransformCallback): void {
    const stripper = this.stripper;
    this.store(() => (stripper ? stripper.end() : []), done);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.type) return this.pass(chunk, done);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return done();
    const refusal = this.decide();
    if (refusal) return this.refuse(refusal, done);
    this.pass(Buffer.concat(this.head), done);
  }

  override _flush(done: TransformCallback): void {
    if (this.type) return this.finish(done);
    if (this.headLength === 0) return this.refuse(validationFailed(m.emptyFile), done);
    const refusal = this.decide();
    if (refusal) return this.refuse(refusal, done);
    this.pass(Buffer.concat(this.head), (error) => (error ? done(error) : this.finish(done)));
  }
}

/** A photo's versions as stored: their keys, sizes, the pixels' size and the original's hash. */
interface StoredVersions {
  keys: { original: string; thumb: string; web: string };
  sizes: { original: number; thumb: number; web: number };
  width: number;
  height: number;
  sha256: string;
}

/**
 * Makes a stored upload's versions and stores them under new keys, each added to `written` before anything is
 * written there (so a failure removes it). On the disk store the image thread reads the upload's file and
 * writes the versions' files itself (ADRs 048 and 054: nothing of the photo passes the event loop); on S3 the
 * upload's bytes are given to the thread and the versions it answers are put here.
 */
async function storeVersions(
  store: FileStore,
  uploadKey: string,
  prefix: string,
  contentType: string,
  written: string[],
): Promise<StoredVersions> {
  const keys = { original: newFileKey(prefix), thumb: newFileKey(prefix), web: newFileKey(prefix) };
  written.push(keys.original, keys.thumb, keys.web);
  if (store.localPath) {
    const at = store.localPath;
    const image = await writeImageVersions(
      { file: at(uploadKey) },
      { original: at(keys.original), thumb: at(keys.thumb), web: at(keys.web) },
    );
    return { keys, ...image };
  }
  const bytes = await readObject(store, uploadKey);
  if (!bytes) throw new Error(`The stored upload ${uploadKey} is missing`);
  const image = await processImage(bytes, { transfer: true });
  const put = (key: string, version: Buffer, type: string) =>
    store.put(key, Readable.from([version]), { contentType: type });
  await Promise.all([
    put(keys.original, image.original, contentType),
    put(keys.thumb, image.thumb, 'image/webp'),
    put(keys.web, image.web, 'image/webp'),
  ]);
  const sizes = { original: image.original.length, thumb: image.thumb.length, web: image.web.length };
  return { keys, sizes, width: image.width, height: image.height, sha256: image.sha256 };
}

/**
 * How many of a family's uploads stream in at once (ADR 054); its others wait here, their bodies held back by
 * TCP, until one is stored. Photos are made one at a time or two anyway (`files/images.ts`), so this costs no
 * throughput, and ten photos sent at once no longer take the event loop for the whole of their arrival. Per
 * family: one family's slow uploads (a phone on a weak signal) never hold back another's.
 */
const intake = turnsPerKey(Math.max(2, os.availableParallelism()));

/**
 * Keeps one uploaded file of a child (DESIGN §13's write order): the bytes stream into the store under a new
 * key while they are checked (type from the bytes, size, the family's room); a photo is then made into its
 * versions (oriented, every metadata block gone: a child's photo carries no location) and the uploaded bytes are
 * removed; the row is written last, in a transaction that checks the room again. A refusal, a cut-off body or a
 * failed row removes every object already written: nothing half-kept remains.
 */
export async function receiveUpload(
  deps: AppDeps,
  scope: StudentScope,
  upload: { file: Readable; filename: string },
): Promise<StoredFile> {
  const { files: store, fileLimits: limits } = deps;
  const room = limits.familyQuotaBytes - (await repo.usedBytes(deps.db, scope.familyId));
  if (room <= 0) {
    upload.file.resume();
    throw quotaFull(limits.familyQuotaBytes);
  }
  const prefix = familyPrefix(scope.familyId);
  const written: string[] = [];
  const removeWritten = () =>
    Promise.allSettled(written.splice(0).map((key) => store.delete(key))).then(() => undefined);

  try {
    const inspector = new UploadInspector(limits, room);
    const uploadKey = newFileKey(prefix);
    written.push(uploadKey);
    // Waiting for its turn, a cut-off body is seen by the pipeline below (a stream already failed fails it).
    upload.file.on('error', () => {});
    await intake.enter(scope.familyId);
    try {
      // The upload may have failed already (a body cut off while the room was read): pipeline sees that too.
      pipeline(upload.file, inspector, () => {});
      await store.put(uploadKey, inspector, {
        contentType: 'application/octet-stream',
      });
    } catch (error) {
      throw inspector.refusal ?? error;
    } finally {
      intake.leave(scope.familyId);
    }
    const type = inspector.type!;
    const kind = kindOf(type);
    const row: StoredFileRow = {
      id: randomUUID(),
      studentId: scope.studentId,
      kind,
      contentType: type,
      size: inspector.size,
      storedSize: inspector.size,
      sha256: inspector.sha256,
      originalName: cleanFileName(upload.filename),
      key: uploadKey,
      thumbKey: null,
      webKey: null,
      width: null,
      height: null,
      createdBy: scope.actor.memberId,
      createdAt: new Date().toISOString(),
    };

    if (kind === 'image') {
      const contentType = type === 'image/heic' ? 'image/jpeg' : type;
      let image;
      try {
        image = await storeVersions(store, uploadKey, prefix, contentType, written);
      } catch (error) {
        if (error instanceof ImageRefused) throw validationFailed(error.message);
        throw error;
      }
      await store.delete(uploadKey);
      written.splice(written.indexOf(uploadKey), 1);
      Object.assign(row, {
        contentType,
        key: image.keys.original,
        thumbKey: image.keys.thumb,
        webKey: image.keys.web,
        size: image.sizes.original,
        storedSize: image.sizes.original + image.sizes.thumb + image.sizes.web,
        sha256: image.sha256,
        width: image.width,
        height: image.height,
      });
    }

    await deps.db.transaction().execute(async (trx) => {
      await lockAccount(trx, scope.familyId);
      const used = await repo.usedBytes(trx, scope.familyId);
      if (used + row.storedSize > limits.familyQuotaBytes) throw quotaFull(limits.familyQuotaBytes);
      await repo.insertFile(trx, scope.familyId, row);
    });
    written.length = 0;
    return toStoredFile(row);
  } catch (error) {
    await removeWritten();
    throw error;
  }
}

/** @fastify/multipart's own refusals in our words (an AppError passes through). */
export function multipartRefusal(error: { code?: string }, maxBytes: number): unknown {
  if (error instanceof AppError) return error;
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(maxBytes);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', m.notMultipart);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return validationFailed(m.noFile);
    default:
      if (error instanceof Error && /Unexpected end of (form|multipart)|Malformed/i.test(error.message))
        return validationFailed('The upload was cut off. Try again.');
      return error;
  }
}
