import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/** A document for the PDF thread: plain data only (no functions), with the footer's text. */
export interface PdfJob {
  id: number;
  doc: TDocumentDefinitions;
  /** Printed at the foot of every page with 'Page n of N'. */
  footer?: string;
}

export type PdfJobResult = { id: number; pdf: Uint8Array } | { id: number; error: string };
