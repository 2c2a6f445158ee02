import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * The records' shared look: A4/Letter-neutral margins, Roboto (bundled), headings, a table with a header row,
 * and the signature line. Every record document (report card, transcript, logs, the year-end bundle) is built
 * from these so they read alike.
 */
export const baseDocument = (title: string, content: Content[]): TDocumentDefinitions => ({
  info: { title, creator: 'Homeschool' },
  pageSize: 'LETTER',
  pageMargins: [40, 48, 40, 56],
  defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
  styles: {
    title: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
    subtitle: { fontSize: 11, color: '#374151', margin: [0, 0, 0, 12] },
    heading: { fontSize: 13, bold: true, margin: [0, 12, 0, 6] },
    muted: { fontSize: 9, color: '#6b7280' },
    tableHeader: { bold: true, fillColor: '#f3f4f6' },
  },
  content,
});

/** A table whose first row is the header and repeats on every page. */
export function dataTable(
  header: string[],
  rows: (string | number)[][],
  widths: (number | '*' | 'auto')[] = header.map(() => '*'),
  alignRight: number[] = [],
): Content {
  const cell = (value: string | number, column: number) => ({
    text: String(value),
    alignment: alignRight.includes(column) ? ('right' as const) : ('left' as const),
  });
  return {
    table: {
      headerRows: 1,
      widths,
      body: [
        header.map((text, column) => ({ ...cell(text, column), style: 'tableHeader' })),
        ...rows.map((row) => row.map(cell)),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

/** A line to sign on, with what the signature stands for beneath, and a date line beside it. */
export const signatureLine = (label: string): Content => ({
  margin: [0, 36, 0, 0],
  columns: [
    {
      stack: [
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 260, y2: 0, lineWidth: 0.7 }] },
        { text: label, style: 'muted', margin: [0, 4, 0, 0] },
      ],
    },
    {
      width: 160,
      stack: [
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 160, y2: 0, lineWidth: 0.7 }] },
        { text: 'Date', style: 'muted', margin: [0, 4, 0, 0] },
      ],
    },
  ],
  columnGap: 40,
});
