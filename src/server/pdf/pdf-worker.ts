/**
 * The PDF renderer's thread (ADR 021): pdfmake lays out and writes a document here, so a long PDF never
 * holds the server's event loop. Messages in: { id, doc, footer? }; out: { id, pdf } or { id, error }.
 * Only the fonts bundled with pdfmake (Roboto, from node_modules) may be read; nothing is fetched.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { PdfJob, PdfJobResult } from './pdf-job';

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);
pdfmake.setFonts({
  Roboto: {
    normal: path.join(fontDir, 'Roboto-Regular.ttf'),
    bold: path.join(fontDir, 'Roboto-Medium.ttf'),
    italics: path.join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir + path.sep));

/** Functions cannot cross threads: the page footer ('… · Page 2 of 5') is made here from its text. */
function withFooter(job: PdfJob): TDocumentDefinitions {
  const { footer } = job;
  if (footer === undefined) return job.doc;
  return {
    ...job.doc,
    footer: (page: number, pages: number) => ({
      text: `${footer} · Page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#6b7280',
      margin: [40, 16, 40, 0],
    }),
  };
}

parentPort?.on('message', (job: PdfJob) => {
  pdfmake
    .createPdf(withFooter(job))
    .getBuffer()
    .then(
      (buffer: Buffer) => {
        // A copy: pdfmake's Buffer may sit in Node's shared pool, which Node 24 refuses to transfer.
        const pdf = new Uint8Array(buffer);
        parentPort?.postMessage({ id: job.id, pdf } satisfies PdfJobResult, [pdf.buffer as ArrayBuffer]);
      },
      (error: unknown) =>
        parentPort?.postMessage({
          id: job.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies PdfJobResult),
    );
});
