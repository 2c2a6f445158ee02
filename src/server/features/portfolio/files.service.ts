import type { Readable } from 'node:stream';
import { portfolioMessages as m } from '@shared/messages/portfolio';
import type { FileUsage, FileVariant } from '@shared/schemas/portfolio';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import { parseByteRange, type ByteRange } from '../../http/byte-range';
import type { Scope, StudentKey } from '../../scope/scope';
import * as repo from './files.repository';
import type { StoredFileRow } from './files.rows';

export interface OpenedFile {
  body: Readable;
  contentType: string;
  /** The download's name ('volcano.jpg'; a photo's smaller versions are WebP: 'volcano.webp'). */
  name: string;
  /** Photos' versions are shown in the page; an original is only ever downloaded. */
  disposition: 'inline' | 'attachment';
  etag: string;
  /** The whole file's size, when known (a photo's smaller versions are made once, their size not kept). */
  size: number | null;
  /** The part asked for with a Range header, if any (answered 206). */
  range: ByteRange | null;
}

const webpName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'file'}.webp`;

/**
 * One version of a child's file: a photo's `thumb` (≈ 320 px) or `web` (≈ 1600 px) size, or the `original` (a
 * download). A document, recording or video has no thumbnail; its `web` version is the file itself, shown in
 * the page (a player). Another family's or child's file, or a missing object, is a 404.
 */
export async function openFile(
  deps: AppDeps,
  child: StudentKey,
  id: string,
  variant: FileVariant,
  rangeHeader?: string,
): Promise<OpenedFile> {
  const file = await repo.findFile(deps.db, child, id);
  if (!file) throw notFound(m.fileNotFound);
  return openVersion(deps, file, variant, rangeHeader);
}

/** A file an evaluator link with the portfolio shows: on a kept sample of the link's child and year (else 404). */
export async function openSharedFile(
  deps: AppDeps,
  child: StudentKey,
  window: { from: string; to: string },
  id: string,
  variant: FileVariant,
  rangeHeader?: string,
): Promise<OpenedFile> {
  const file = await repo.findSharedFile(deps.db, child, window, id);
  if (!file) throw notFound(m.fileNotFound);
  return openVersion(deps, file, variant, rangeHeader);
}

/** One version of a file row the caller has already found in its scope (an ESA receipt: features/esa). */
export async function openVersion(
  deps: AppDeps,
  file: StoredFileRow,
  variant: FileVariant,
  rangeHeader?: string,
): Promise<OpenedFile> {
  const image = file.kind === 'image';
  const key = variant === 'thumb' ? file.thumbKey : variant === 'web' ? (file.webKey ?? file.key) : file.key;
  if (!key) throw notFound(m.variantNotFound);
  const smaller = image && variant !== 'original';
  // A range of a file whose size is known (an original, a recording or a video shown in the page).
  const range = smaller ? null : parseByteRange(rangeHeader, file.size);
  if (range === 'unsatisfiable') throw new AppError('RANGE_NOT_SATISFIABLE', m.rangeNotSatisfiable);
  const body = await deps.files.get(key, range ?? undefined);
  if (!body) throw notFound(m.fileNotFound);
  return {
    body,
    contentType: smaller ? 'image/webp' : file.contentType,
    name: smaller ? webpName(file.originalName) : file.originalName,
    disposition: variant === 'original' ? 'attachment' : 'inline',
    etag: `"${file.sha256.slice(0, 32)}-${variant}"`,
    size: smaller ? null : file.size,
    range,
  };
}

export async function fileUsage(deps: AppDeps, scope: Scope): Promise<FileUsage> {
  const { maxFileBytes, maxVideoBytes, familyQuotaBytes } = deps.fileLimits;
  const children = await repo.usedBytesByChild(deps.db, scope.familyId);
  return {
    usedBytes: children.reduce((sum, child) => sum + child.usedBytes, 0),
    quotaBytes: familyQuotaBytes,
    maxFileBytes,
    maxVideoBytes,
    children,
  };
}
