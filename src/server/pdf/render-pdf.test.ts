import { afterAll, describe, expect, it } from 'vitest';
import { pdfPages, pdfText } from '@tests/setup/pdf-text';
import { baseDocument, dataTable, signatureLine } from './pdf-layout';
import { closePdfWorker, pdfThreads, renderPdf } from './render-pdf';

afterAll(closePdfWorker);

describe('pdfThreads', () => {
  it('is cores − 1, from 1 to 4, unless HS_PDF_THREADS forces 1–4', () => {
    expect([1, 2, 3, 8, 64].map((cores) => pdfThreads(undefined, cores))).toEqual([1, 1, 2, 4, 4]);
    expect(pdfThreads('2', 2)).toBe(2);
    expect(pdfThreads('1', 8)).toBe(1);
    for (const ignored of ['', '0', '5', '1.5', 'two']) expect(pdfThreads(ignored, 3)).toBe(2);
  });
});

describe('renderPdf', () => {
  it('writes a PDF whose text reads back, in the bundled font, with the footer on every page', async () => {
    const doc = baseDocument('Report card', [
      { text: 'Report card — Zoë Ñúñez', style: 'title' },
      dataTable(['Class', 'Average'], [['Math', '93 %']], ['*', 'auto'], [1]),
      { text: 'second page', pageBreak: 'before' },
      signatureLine('Parent / teacher'),
    ]);
    const pdf = await renderPdf(doc, { footer: 'Homeschool records' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Report card — Zoë Ñúñez');
    expect(pages[0]).toMatch(/Math\s*93 %/);
    expect(pages[0]).toContain('Homeschool records · Page 1 of 2');
    expect(pages[1]).toContain('Parent / teacher');
    expect(pages[1]).toContain('Page 2 of 2');
  });

  it('renders off the event loop: the process answers while a long PDF is being written', async () => {
    const rows = Array.from({ length: 6000 }, (_, i) => [`Row ${i}`, String(i)]);
    let pdfDone = false;
    const long = renderPdf(baseDocument('Long', [dataTable(['Entry', 'Minutes'], rows)])).then((pdf) => {
      pdfDone = true;
      return pdf;
    });
    // Timers keep firing while the other thread lays out the pages.
    let ticks = 0;
    while (!pdfDone && ticks < 5) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      ticks++;
    }
    expect(ticks).toBe(5);
    expect(pdfDone).toBe(false);
    const text = await pdfText(await long);
    expect(text).toContain('Row 5999');
  });

  it('refuses to read files or fetch URLs a document names (only the bundled fonts)', async () => {
    await expect(renderPdf(baseDocument('x', [{ image: '/etc/passwd' }]))).rejects.toThrow(
      /PDF rendering failed/,
    );
    await expect(renderPdf(baseDocument('x', [{ image: 'https://example.com/a.png' }]))).rejects.toThrow(
      /PDF rendering failed/,
    );
    // The thread still serves the next document.
    expect(await pdfText(await renderPdf(baseDocument('ok', ['still here'])))).toContain('still here');
  });
});
