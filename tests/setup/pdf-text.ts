import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of each page of a PDF, as a reader would copy it (pdf.js, pure JavaScript: no system tool), so a
 * test can check the figures a PDF prints.
 */
export async function pdfPages(pdf: Uint8Array | Buffer): Promise<string[]> {
  const data = new Uint8Array(pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength));
  const doc = await getDocument({ data, isEvalSupported: false, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('')
        .replace(/[ \t]+\n/g, '\n'),
    );
  }
  await doc.destroy();
  return pages;
}

/** All the text of a PDF, pages joined by a form feed. */
export const pdfText = async (pdf: Uint8Array | Buffer): Promise<string> => (await pdfPages(pdf)).join('\f');

/** How many images each page paints (pdf.js's operator list: image XObjects drawn, not merely stored). */
export async function pdfImagesPerPage(pdf: Uint8Array | Buffer): Promise<number[]> {
  const data = new Uint8Array(pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength));
  const doc = await getDocument({ data, isEvalSupported: false, useSystemFonts: false }).promise;
  const counts: number[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const { fnArray } = await (await doc.getPage(n)).getOperatorList();
    counts.push(fnArray.filter((fn) => fn === OPS.paintImageXObject).length);
  }
  await doc.destroy();
  return counts;
}
