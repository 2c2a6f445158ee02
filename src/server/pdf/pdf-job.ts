import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * Where one page of an attached PDF goes (ADR 047): on the rendered page that holds the text node with this
 * `id` (a one-line label under the page's stamp), in the area between that line and the bottom margin.
 */
export interface PdfSlot {
  id: string;
  /** Index into the job's `attachments`. */
  source: number;
  /** The attachment's page, from 0. */
  page: number;
}

/** A document for the PDF thread: plain data only (no functions), with the footer's text. */
export interface PdfRenderJob {
  kind: 'render';
  id: number;
  doc: TDocumentDefinitions;
  /** Printed at the foot of every page with 'Page n of N'. */
  footer?: string;
  /** PDFs whose pages are drawn into the rendered document's slots after pdfmake wrote it. */
  attachments?: Uint8Array[];
  slots?: PdfSlot[];
}

/** Reads PDFs (receipts) before a document is laid out: how many pages each has, or why it cannot be used. */
export interface PdfInspectJob {
  kind: 'inspect';
  id: number;
  pdfs: Uint8Array[];
  /** At most this many pages of each are checked and may be drawn. */
  maxPages: number;
}

export type PdfJob = PdfRenderJob | PdfInspectJob;

/** Why an attached PDF cannot be drawn. */
export type PdfRefusal = 'encrypted' | 'unreadable' | 'no-pages' | 'page-size' | 'too-large';

export type PdfInspection = { pages: number } | { refused: PdfRefusal };

export type PdfJobResult =
  | { id: number; pdf: Uint8Array }
  | { id: number; inspections: PdfInspection[] }
  | { id: number; error: string };
