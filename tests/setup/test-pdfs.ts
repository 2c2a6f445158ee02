import { degrees, PDFDocument, PDFHexString, rgb, StandardFonts } from '@pdfme/pdf-lib';

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
