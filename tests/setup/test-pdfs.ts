import { createHash } from 'node:crypto';
import { degrees, PDFDocument, PDFHexString, PDFRawStream, rgb, StandardFonts } from '@pdfme/pdf-lib';

/**
 * Receipt-like PDFs for tests (ADR 047), made with pdf-lib: an invoice whose pages carry a text a test can find,
 * and the odd ones — password-protected, cut short, with a page too large to print.
 */
export async function invoicePdf(
  text: string,
  opts: { pages?: number; size?: [number, number]; rotate?: number } = {},
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= (opts.pages ?? 1); n++) {
    const page = doc.addPage(opts.size ?? [612, 792]);
    const { height } = page.getSize();
    // A full-bleed frame and heading: a stamp drawn over the page's content would cover them.
    page.drawRectangle({ x: 0, y: 0, width: 612, height, color: rgb(0.93, 0.96, 1) });
    page.drawText(`${text} page ${n}`, { x: 36, y: height - 60, size: 22, font });
    page.drawText('Total due 129.99', { x: 36, y: 60, size: 16, font });
    if (opts.rotate) page.setRotation(degrees(opts.rotate));
  }
  return Buffer.from(await doc.save());
}

/** A PDF whose trailer names a Standard security handler with a user password we do not have. */
export async function encryptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]);
  const junk = PDFHexString.of('ab'.repeat(32));
  doc.context.trailerInfo.Encrypt = doc.context.obj({
    Filter: 'Standard',
    V: 1,
    R: 2,
    O: junk,
    U: junk,
    P: -4,
  });
  doc.context.trailerInfo.ID = doc.context.obj([
    PDFHexString.of('00'.repeat(16)),
    PDFHexString.of('00'.repeat(16)),
  ]);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The first part of a real PDF: its header and a few objects, no pages, no cross-reference table. */
export async function truncatedPdf(): Promise<Buffer> {
  const whole = await invoicePdf('TRUNCATED');
  return whole.subarray(0, 120);
}

function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const s = Array.from({ length: 256 }, (_, i) => i);
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = new Uint8Array(data.length);
  let i = 0;
  j = 0;
  for (let k = 0; k < data.length; k++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[k] = data[k]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

const md5 = (...parts: Uint8Array[]) => {
  const hash = createHash('md5');
  for (const part of parts) hash.update(part);
  return hash.digest();
};

/** The Standard security handler's padding (PDF 1.7, 7.6.3.3). */
const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

/**
 * An invoice encrypted as many e-mailed ones are: an owner password restricts printing and copying, the user
 * password is empty, so any reader opens it (RC4 40-bit, revision 2, made here by hand: pdf-lib writes no
 * encryption).
 */
export async function ownerLockedPdf(text: string): Promise<Buffer> {
  const plain = await PDFDocument.load(await invoicePdf(text), { updateMetadata: false });
  const id = Buffer.alloc(16, 7);
  const permissions = -3904; // printing and copying not allowed
  const ownerKey = md5(Buffer.from('owner-secret'.padEnd(32, '\0').slice(0, 32))).subarray(0, 5);
  const o = rc4(ownerKey, PAD);
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = md5(PAD, o, p, id).subarray(0, 5);
  const u = rc4(key, PAD);
  for (const [ref, object] of plain.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const salt = Buffer.from([
      ref.objectNumber & 255,
      (ref.objectNumber >> 8) & 255,
      (ref.objectNumber >> 16) & 255,
      ref.generationNumber & 255,
      (ref.generationNumber >> 8) & 255,
    ]);
    const objectKey = md5(key, salt).subarray(0, 10);
    plain.context.assign(ref, PDFRawStream.of(object.dict, rc4(objectKey, object.contents)));
  }
  const hex = (bytes: Uint8Array) => PDFHexString.of(Buffer.from(bytes).toString('hex'));
  plain.context.trailerInfo.Encrypt = plain.context.obj({
    Filter: 'Standard',
    V: 1,
    R: 2,
    Length: 40,
    O: hex(o),
    U: hex(u),
    P: permissions,
  });
  plain.context.trailerInfo.ID = plain.context.obj([hex(id), hex(id)]);
  return Buffer.from(await plain.save({ useObjectStreams: false }));
}
