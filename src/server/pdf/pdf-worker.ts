/**
 * The PDF renderer's thread (ADR 021): pdfmake lays out and writes a document here, so a long PDF never
 * holds the server's event loop. Messages in: a render job { id, doc, footer?, attachments?, slots? } → { id, pdf },
 * or an inspect job { id, pdfs, maxPages } → { id, inspections }; a failure → { id, error }. Other PDFs' pages
 * (receipts) are read, checked and drawn into slots here too (ADR 047).
 * Only the fonts bundled with pdfmake (Roboto, from node_modules) may be read; nothing is fetched.
 * A year-end bundle is also gathered here (ADR 062): { id, database, bundle } → { id, pdf }, its sections read from
 * the thread's own read-only handle on the database, kept open per DATABASE_URL until { kind: 'close-db' }.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { drawAttachments, inspectPdf, marginsOf } from './pdf-attachments';
import type { DbHandle } from '../db/client';
import { bundleDocument, gatherRecordSections } from '../features/records-share/bundle-document';
import { gatherDeps, openGatherDb } from './gather-db';
import type { PdfBundleJob, PdfInspectJob, PdfJob, PdfJobResult, PdfRenderJob } from './pdf-job';

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
function withFooter(job: RenderWork): TDocumentDefinitions {
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

/**
 * Where each slot's label landed: pdfmake hands every laid-out node to `pageBreakBefore`, with its page and top
 * (asked for no break: the layout is unchanged).
 */
function withSlotPositions(doc: TDocumentDefinitions, job: RenderWork) {
  const ids = new Set((job.slots ?? []).map((s) => s.id));
  const positions = new Map<string, { page: number; top: number }>();
  if (ids.size === 0) return { doc, positions };
  return {
    positions,
    doc: {
      ...doc,
      pageBreakBefore: (node: { id?: string; startPosition: { pageNumber: number; top: number } }) => {
        if (node.id !== undefined && ids.has(node.id))
          positions.set(node.id, { page: node.startPosition.pageNumber, top: node.startPosition.top });
        return false;
      },
    },
  };
}

type RenderWork = Pick<PdfRenderJob, 'doc' | 'footer' | 'attachments' | 'slots'>;

async function render(job: RenderWork): Promise<Uint8Array> {
  const { doc, positions } = withSlotPositions(withFooter(job), job);
  const buffer: Buffer = await pdfmake.createPdf(doc).getBuffer();
  // A copy: pdfmake's Buffer may sit in Node's shared pool, which Node 24 refuses to transfer.
  const pdf = new Uint8Array(buffer);
  if (!job.attachments?.length || positions.size === 0) return pdf;
  try {
    return await drawAttachments(
      pdf,
      job.attachments,
      job.slots ?? [],
      positions,
      marginsOf(doc.pageMargins),
    );
  } catch {
    // Checked before the layout (inspect), so not expected: the document without the pages beats no document.
    return pdf;
  }
}

/** The thread's read-only handles, one per database it was asked to read (a server has one). */
const databases = new Map<string, { handle: DbHandle; deps: ReturnType<typeof gatherDeps> }>();

function database(url: string) {
  let open = databases.get(url);
  if (!open) {
    const handle = openGatherDb(url);
    open = { handle, deps: gatherDeps(handle) };
    databases.set(url, open);
  }
  return open;
}

async function closeDatabase(url: string) {
  const open = databases.get(url);
  if (!open) return;
  databases.delete(url);
  await open.handle.close();
}

async function bundle(job: PdfBundleJob): Promise<Uint8Array> {
  const { deps } = database(job.database);
  const records = await gatherRecordSections(deps, job.bundle.scope);
  return render({ doc: bundleDocument(job.bundle, records), footer: job.bundle.footer });
}

async function inspect(job: PdfInspectJob) {
  const inspections = [];
  for (const pdf of job.pdfs) inspections.push(await inspectPdf(pdf, job.maxPages));
  return inspections;
}

const failed = (id: number, error: unknown) =>
  parentPort?.postMessage({
    id,
    error: error instanceof Error ? error.message : String(error),
  } satisfies PdfJobResult);

parentPort?.on('message', (job: PdfJob) => {
  if (job.kind === 'inspect') {
    inspect(job).then(
      (inspections) => parentPort?.postMessage({ id: job.id, inspections } satisfies PdfJobResult),
      (error: unknown) => failed(job.id, error),
    );
    return;
  }
  if (job.kind === 'close-db') {
    closeDatabase(job.database).then(
      () => parentPort?.postMessage({ id: job.id, closed: true } satisfies PdfJobResult),
      (error: unknown) => failed(job.id, error),
    );
    return;
  }
  if (job.kind === 'open-dbs') {
    parentPort?.postMessage({ id: job.id, databases: [...databases.keys()] } satisfies PdfJobResult);
    return;
  }
  (job.kind === 'bundle' ? bundle(job) : render(job)).then(
    (pdf) => parentPort?.postMessage({ id: job.id, pdf } satisfies PdfJobResult, [pdf.buffer as ArrayBuffer]),
    (error: unknown) => failed(job.id, error),
  );
});
