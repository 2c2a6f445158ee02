import type { Content } from 'pdfmake/interfaces';
import type { RecordScope } from './record-section';

/** The cover page's lines, read and checked on the event loop (the child and the year are the rights check). */
export interface BundleCover {
  childName: string;
  /** 'Grade 3', or '—'. */
  grade: string;
  yearName: string;
  /** 'Aug 17, 2026 – Jun 4, 2027'. */
  dates: string;
  /** The family's today, printed as 'Generated'. */
  generated: string;
}

/** What a year-end bundle is made from, as plain data a PDF thread can be sent (ADR 062). */
export interface BundleRequest {
  scope: RecordScope;
  /** The document's title (its metadata). */
  title: string;
  /** Printed at the foot of every page with 'Page n of N'. */
  footer: string;
  cover: BundleCover;
  /** The portfolio section, made on the event loop (its photos come from the file store); null: none. */
  portfolio: { title: string; content: Content[] } | null;
}
