import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName } from '@pdfme/pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfPages } from '@tests/setup/pdf-text';
import { encryptedPdf, invoicePdf, ownerLockedPdf, truncatedPdf } from '@tests/setup/test-pdfs';
import { inspectPdf, MAX_CONTENT_BYTES, pageSizeFits, placePage } from './pdf-attachments';
import { baseDocument } from './pdf-layout';
import { closePdfWorker, inspectPdfs, renderPdf } from './render-pdf';

afterAll(closePdfWorker);

const AREA = { x: 40, y: 56, width: 532, height: 640 };

describe('pageSizeFits', () => {
  it('takes letter, A4, a till roll and a poster; refuses the absurd, the tiny and the ribbon', () => {
    expect(pageSizeFits({ width: 612, height: 792 })).toBe(true);
    expect(pageSizeFits({ width: 595, height: 842 })).toBe(true);
    expect(pageSizeFits({ width: 227, height: 2_000 })).toBe(true);
    expect(pageSizeFits({ width: 14_400, height: 10_000 })).toBe(true);
    expect(pageSizeFits({ width: 100_000, height: 100_000 })).toBe(false);
    expect(pageSizeFits({ width: 10, height: 10 })).toBe(false);
    expect(pageSizeFits({ width: 40, height: 4_000 })).toBe(false);
    expect(pageSizeFits({ width: Number.NaN, height: 792 })).toBe(false);
    expect(pageSizeFits({ width: Number.POSITIVE_INFINITY, height: 792 })).toBe(false);
  });
});

describe('placePage', () => {
  it('scales a letter page down to the area, centred at its top, never up', () => {
    const p = placePage({ width: 612, height: 792, rotation: 0 }, AREA);
    expect(p.scale).toBeCloseTo(640 / 792);
    expect(p.rotate).toBe(0);
    expect(p.frame.y + p.frame.height).toBeCloseTo(AREA.y + AREA.height);
    expect(p.frame.x - AREA.x).toBeCloseTo(AREA.x + AREA.width - (p.frame.x + p.frame.width));
    expect([p.x, p.y]).toEqual([p.frame.x, p.frame.y]);
    const small = placePage({ width: 200, height: 300, rotation: 0 }, AREA);
    expect(small.scale).toBe(1);
    expect(small.frame.width).toBe(200);
  });

  it('turns a rotated page upright within the area: the origin is the corner the turn brings to the frame', () => {
    for (const rotation of [90, 180, 270] as const) {
      const p = placePage({ width: 612, height: 792, rotation }, AREA);
      expect(p.rotate).toBe(-rotation);
      // The page's four corners, scaled, turned (counter-clockwise by `rotate`) and moved, land on the frame.
      const r = (p.rotate * Math.PI) / 180;
      const corners = [
        [0, 0],
        [612, 0],
        [0, 792],
        [612, 792],
      ].map(([u, v]) => {
        const [a, b] = [u! * p.scale, v! * p.scale];
        return [p.x + a * Math.cos(r) - b * Math.sin(r), p.y + a * Math.sin(r) + b * Math.cos(r)];
      });
      const xs = corners.map((c) => c[0]!);
      const ys = corners.map((c) => c[1]!);
      expect(Math.min(...xs)).toBeCloseTo(p.frame.x);
      expect(Math.max(...xs)).toBeCloseTo(p.frame.x + p.frame.width);
      expect(Math.min(...ys)).toBeCloseTo(p.frame.y);
      expect(Math.max(...ys)).toBeCloseTo(p.frame.y + p.frame.height);
      expect(p.frame.x).toBeGreaterThanOrEqual(AREA.x - 1e-9);
      expect(p.frame.y).toBeGreaterThanOrEqual(AREA.y - 1e-9);
      expect(p.frame.width).toBeCloseTo(rotation === 180 ? 612 * p.scale : 792 * p.scale);
    }
  });
});

/** A page whose one content stream inflates to `mb` megabytes of spaces (valid, empty drawing). */
async function heavyPdf(mb: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const body = deflateSync(Buffer.alloc(mb * 1024 * 1024, 0x20), { level: 9 });
  page.node.set(
    PDFName.of('Contents'),
    doc.context.register(doc.context.stream(body, { Filter: 'FlateDecode' })),
  );
  return Buffer.from(await doc.save());
}

describe('inspectPdf', () => {
  it('counts pages, or says why a PDF cannot be drawn', async () => {
    expect(await inspectPdf(await invoicePdf('A', { pages: 3 }), 20)).toEqual({ pages: 3 });
    expect(await inspectPdf(await encryptedPdf(), 20)).toEqual({ refused: 'encrypted' });
    // Encrypted only against printing and copying (the empty user password): it opens.
    expect(await inspectPdf(await ownerLockedPdf('LOCKED'), 20)).toEqual({ pages: 1 });
    expect(await inspectPdf(await truncatedPdf(), 20)).toEqual({ refused: 'unreadable' });
    expect(await inspectPdf(Buffer.from('%PDF-1.7\n' + 'x'.repeat(500)), 20)).toEqual({
      refused: 'unreadable',
    });
    const empty = await PDFDocument.create();
    expect(await inspectPdf(Buffer.from(await empty.save({ addDefaultPage: false })), 20)).toEqual({
      refused: 'no-pages',
    });
    // A blank page (no content stream at all) is a page: drawn as an empty frame.
    expect(await inspectPdf(Buffer.from(await empty.save()), 20)).toEqual({ pages: 1 });
    expect(await inspectPdf(await invoicePdf('P', { size: [100_000, 100_000] }), 20)).toEqual({
      refused: 'page-size',
    });
    // Only the pages that would be drawn are checked: a too-large page 3 is not looked at with 2.
    const mixed = await PDFDocument.load(await invoicePdf('M', { pages: 2 }));
    mixed.addPage([100_000, 100]);
    const mixedBytes = Buffer.from(await mixed.save());
    expect(await inspectPdf(mixedBytes, 2)).toEqual({ pages: 3 });
    expect(await inspectPdf(mixedBytes, 3)).toEqual({ refused: 'page-size' });
  });

  it('refuses a page whose drawing inflates past the bound (a small file, a decompression bomb)', async () => {
    const bomb = await heavyPdf(MAX_CONTENT_BYTES / 1024 / 1024 + 8);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await inspectPdf(bomb, 20)).toEqual({ refused: 'too-large' });
  });
});

describe('renderPdf with attachments', () => {
  it("draws each slot's page under its label, upright, on the PDF thread; the pages keep their text", async () => {
    const sources = [
      await invoicePdf('PORTRAIT', { pages: 2 }),
      await invoicePdf('TURNED', { rotate: 90 }),
      await invoicePdf('WIDE', { size: [842, 595] }),
      await ownerLockedPdf('LOCKED'),
    ];
    expect(await inspectPdfs(sources, 20)).toEqual([{ pages: 2 }, { pages: 1 }, { pages: 1 }, { pages: 1 }]);
    const slots = [
      { id: 's0', source: 0, page: 0 },
      { id: 's1', source: 0, page: 1 },
      { id: 's2', source: 1, page: 0 },
      { id: 's3', source: 2, page: 0 },
      { id: 's4', source: 3, page: 0 },
    ];
    const doc = baseDocument(
      'Attachments',
      slots.flatMap((s, i) => [
        ...(i > 0 ? [{ text: '', pageBreak: 'before' as const }] : []),
        { text: `Stamp ${s.id}`, bold: true },
        { id: s.id, text: `label ${s.id}`, fontSize: 8 },
      ]),
    );
    const pdf = await renderPdf(doc, { footer: 'Attached', attach: { pdfs: sources, slots } });
    if (process.env.ATTACH_PDF_OUT) writeFileSync(process.env.ATTACH_PDF_OUT, pdf);
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(5);
    const words = ['PORTRAIT page 1', 'PORTRAIT page 2', 'TURNED page 1', 'WIDE page 1', 'LOCKED page 1'];
    for (const [n, word] of words.entries()) {
      expect(pages[n]).toContain(`Stamp s${n}`);
      expect(pages[n]).toContain(word);
      expect(pages[n]).toContain(`Attached · Page ${n + 1} of 5`);
    }
  });
});
