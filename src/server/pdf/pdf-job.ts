import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { BundleRequest } from './bundle-job';

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

/**
 * A year-end bundle gathered and rendered on the PDF thread (ADR 062): the thread reads the record sections from
 * its own read-only handle on `database` and lays the document out. The rights were checked on the event loop
 * before the job was queued; `cover` and `portfolio` were read there too (the child and year are that check).
 */
export interface PdfBundleJob {
  kind: 'bundle';
  id: number;
  /** The server's DATABASE_URL: a SQLite file (opened read-only) or PostgreSQL (a small pool of the thread's own). */
  database: string;
  bundle: BundleRequest;
}

/** Closes the thread's handle on `database` (the app is closing); answered once it is closed. */
export interface PdfCloseDbJob {
  kind: 'close-db';
  id: number;
  database: string;
}

/** The databases the thread holds a handle on (tests). */
export interface PdfOpenDbsJob {
  kind: 'open-dbs';
  id: number;
}

export type PdfJob = PdfRenderJob | PdfInspectJob | PdfBundleJob | PdfCloseDbJob | PdfOpenDbsJob;

/** Why an attached PDF cannot be drawn. */
export type PdfRefusal = 'encrypted' | 'unreadable' | 'no-pages' | 'page-size' | 'too-large';

export type PdfInspection = { pages: number } | { refused: PdfRefusal };

export type PdfJobResult =
  | { id: number; pdf: Uint8Array }
  | { id: number; inspections: PdfInspection[] }
  | { id: number; databases: string[] }
  | { id: number; closed: true }
  | { id: number; error: string };
