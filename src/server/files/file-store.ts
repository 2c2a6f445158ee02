import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where the family's files live (photos, scans, recordings, receipts): one interface, two real backends — a
 * folder under DATA_DIR (one instance) and S3-compatible object storage (several instances share it). A key is
 * random, never derived from user input; the database row is the only way to it. Bodies stream both ways:
 * nothing holds a whole file in memory.
 */
export interface FileStore {
  /** Streams `body` under `key`. Rejects (and leaves no object) when the body errors or is cut off. */
  put(key: string, body: Readable, meta: { contentType: string }): Promise<{ size: number }>;
  /** The object's bytes (or only those of `range`, inclusive), or null when there is none. */
  get(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every object under `prefix` (whole key segments; '' for all) with its last change (the orphan sweep). */
  list(prefix: string): AsyncIterable<StoredObject>;
  /** The object's file on this machine, where the store is a folder: the image thread reads a photo itself. */
  localPath?(key: string): string;
}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/** A key's shape: lower-case segments of letters, digits and '-', joined by '/'. */
const KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;

/** Refuses a key that is not one this module makes (no '..', no absolute path, no user text). */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Not a file key: ${JSON.stringify(key)}`);
  return key;
}

/** A new random key under `prefix` (e.g. the family's id): 'family-id/2f1c…'. */
export function newFileKey(prefix: string): string {
  return checkKey(`${prefix.toLowerCase()}/${randomBytes(16).toString('hex')}`);
}

/** The whole object in memory (a photo's version, an upload to process), or null when there is none. */
export async function readObject(
  store: FileStore,
  key: string,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<Buffer | null> {
  const body = await store.get(key);
  if (!body) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      body.destroy();
      throw new Error(`The stored object ${key} is larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
