/**
 * npx tsx scripts/bench/receipt-pdfs.ts [--runs 7]
 *
 * What drawing PDF receipts into the ESA packet costs (issue 40, ADR 047): a packet-like document with three
 * receipts — a one-page and a four-page text invoice, and a one-page scan (a 200 dpi letter JPEG) — rendered on
 * the PDF thread without the receipts (the stamp pages alone), then with them (the check, `inspectPdfs`, and the
 * render that draws them in). Prints the median of each, the difference, and the event loop's longest delay
 * delay meanwhile in both (the work is on the thread: the loop should not notice the receipts).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PDFDocument } from '@pdfme/pdf-lib';
import sharp from 'sharp';
import type { Content } from 'pdfmake/interfaces';
import { baseDocument } from '../../src/server/pdf/pdf-layout';
import { drawAttachments, inspectPdf } from '../../src/server/pdf/pdf-attachments';
import type { PdfSlot } from '../../src/server/pdf/pdf-job';
import { closePdfWorker, inspectPdfs, renderPdf } from '../../src/server/pdf/render-pdf';
import { invoicePdf } from '../../tests/setup/test-pdfs';
import { arg, percentile } from './harness';

const RUNS = Number(arg('runs', '7'));

async function scanPdf(): Promise<Uint8Array> {
  const [w, h] = [1700, 2200];
  const noise = Buffer.alloc(w * h * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = 200 + ((i * 2654435761) >>> 27);
  const jpeg = await sharp(noise, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const doc = await PDFDocument.create();
  const image = await doc.embedJpg(jpeg);
  doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  return doc.save();
}

const median = (xs: number[]) => percentile(xs, 50);

async function main() {
  const pdfs = [await invoicePdf('ONE'), await invoicePdf('FOUR', { pages: 4 }), await scanPdf()];
  const pageCounts = [1, 4, 1];
  const slots: PdfSlot[] = pageCounts.flatMap((n, source) =>
    Array.from({ length: n }, (_, page) => ({ id: `r${source}-${page}`, source, page })),
  );
  const content: Content[] = [{ text: 'Reimbursement packet', style: 'title' }];
  for (const s of slots)
    content.push(
      { text: '', pageBreak: 'before' },
      { text: `#${s.source + 1} · Sep 1, 2026 · Book Barn · $129.99`, bold: true },
      { id: s.id, text: `receipt.pdf · page ${s.page + 1}`, fontSize: 8 },
    );
  const doc = baseDocument('Packet', content);
  console.log(`[receipt-pdfs] receipts: ${pdfs.map((p) => `${(p.length / 1024).toFixed(0)} KB`).join(', ')}`);
  await renderPdf(doc); // the thread starts
  const plain: number[] = [];
  const merged: number[] = [];
  const loopPlain = monitorEventLoopDelay({ resolution: 5 });
  const loop = monitorEventLoopDelay({ resolution: 5 });
  for (let i = 0; i < RUNS; i++) {
    loopPlain.enable();
    let t = performance.now();
    await renderPdf(doc, { footer: 'Packet' });
    plain.push(performance.now() - t);
    loopPlain.disable();
    loop.enable();
    t = performance.now();
    const seen = await inspectPdfs(pdfs, 20);
    if (!seen.every((s) => 'pages' in s)) throw new Error('a receipt was refused');
    const out = await renderPdf(doc, { footer: 'Packet', attach: { pdfs, slots } });
    merged.push(performance.now() - t);
    loop.disable();
    if (i === 0)
      console.log(`[receipt-pdfs] packet: ${(out.length / 1024).toFixed(0)} KB, ${slots.length + 1} pages`);
  }
  const [a, b] = [median(plain), median(merged)];
  console.log(`[receipt-pdfs] stamp pages alone: ${a.toFixed(0)} ms (median of ${RUNS})`);
  console.log(
    `[receipt-pdfs] with the receipts drawn in: ${b.toFixed(0)} ms; the receipts add ${(b - a).toFixed(0)} ms`,
  );
  const ms = (h: typeof loop) =>
    `p99 ${(h.percentile(99) / 1e6).toFixed(1)} ms, max ${(h.max / 1e6).toFixed(1)} ms`;
  console.log(
    `[receipt-pdfs] event loop delay, stamp pages alone: ${ms(loopPlain)}; with the receipts: ${ms(loop)}`,
  );
  // The same work in this process, as CPU time (a busy machine stretches wall time, not this).
  const rendered = await renderPdf(doc, { footer: 'Packet' });
  const positions = new Map(slots.map((s, i) => [s.id, { page: i + 2, top: 70 }]));
  const cpu = (f: () => Promise<unknown>) => async () => {
    const c = process.cpuUsage();
    await f();
    const d = process.cpuUsage(c);
    return (d.user + d.system) / 1000;
  };
  const inspectCpu: number[] = [];
  const drawCpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    inspectCpu.push(await cpu(() => Promise.all(pdfs.map((p) => inspectPdf(p, 20))))());
    drawCpu.push(await cpu(() => drawAttachments(rendered, pdfs, slots, positions, [40, 48, 40, 56]))());
  }
  console.log(
    `[receipt-pdfs] CPU time on one thread: check ${median(inspectCpu).toFixed(0)} ms, draw in ${median(drawCpu).toFixed(0)} ms`,
  );
  await closePdfWorker();
}

await main();
