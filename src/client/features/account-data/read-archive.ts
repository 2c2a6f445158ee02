/**
 * The records of an account archive picked in the browser (a tar whose first entry is data.json, ADR 029):
 * only its first header and data.json are read, not the files after them. The server checks everything again.
 */
const BLOCK = 512;

/** Whether the file's first block is a tar header ('ustar' at byte 257). */
export async function isArchive(file: Blob): Promise<boolean> {
  if (file.size < BLOCK) return false;
  const head = new Uint8Array(await file.slice(0, BLOCK).arrayBuffer());
  return new TextDecoder().decode(head.subarray(257, 262)) === 'ustar';
}

/** data.json's text, or null when the archive does not start with it. */
export async function archiveRecords(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, BLOCK).arrayBuffer());
  const text = (from: number, to: number) =>
    new TextDecoder().decode(head.subarray(from, to)).replace(/\0.*$/s, '');
  if (text(0, 100) !== 'data.json') return null;
  const size = parseInt(text(124, 136).trim(), 8);
  if (!Number.isSafeInteger(size) || BLOCK + size > file.size) return null;
  return file.slice(BLOCK, BLOCK + size).text();
}
