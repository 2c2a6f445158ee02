import { Readable } from 'node:stream';
import { tarEnd, tarHeader, tarPadding, readTar } from '@server/work/tar';

/** An account archive's entries by name, in the order they came (data.json first). */
export async function archiveEntries(archive: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  for await (const entry of readTar(Readable.from([archive]))) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    entries.set(entry.name, Buffer.concat(chunks));
  }
  return entries;
}

/** A tar of `entries` (name → bytes), the way the export writes one. */
export function archiveOf(entries: Iterable<[string, Buffer]>): Buffer {
  const at = new Date('2026-01-01T00:00:00Z');
  const parts: Buffer[] = [];
  for (const [name, bytes] of entries)
    parts.push(tarHeader(name, bytes.length, at), bytes, tarPadding(bytes.length));
  return Buffer.concat([...parts, tarEnd()]);
}
