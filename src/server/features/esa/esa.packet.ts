import type { Content } from 'pdfmake/interfaces';
import { centsToText, formatMoney, sumCents, type Currency } from '@shared/domain/esa-money';
import { dateLabel } from '@shared/domain/esa-checks';
import { esaMessages as m } from '@shared/messages/esa';
import {
  MAX_PACKET_EXPENSES,
  type EsaExpense,
  type EsaPacketQuery,
  type EsaProgram,
} from '@shared/schemas/esa';
import type { AppDeps } from '../../deps';
import { readObject } from '../../files/file-store';
import { pdfImage } from '../../files/images';
import { downloadName } from '../../http/download-name';
import { AppError, notFound } from '../../http/app-error';
import { baseDocument, dataTable } from '../../pdf/pdf-layout';
import type { PdfRefusal, PdfSlot } from '../../pdf/pdf-job';
import { inspectPdfs, renderPdf } from '../../pdf/render-pdf';
import type { Scope } from '../../scope/scope';
import * as repo from './esa.repository';
import { buildAccounts } from './esa.service';

/**
 * The packets (DESIGN §14): one program's purchases of a period, in date order. The reimbursement packet lists
 * what was bought, submitted or reimbursed; the audit packet (a fiscal-year range) every purchase, denied ones too.
 * The PDF is a summary table with the totals, then each receipt in the same order with the purchase's fields
 * stamped above it (photos from their web size as JPEG, like the portfolio packet; a PDF receipt's pages, each
 * on a page of its own under a smaller stamp, drawn in on the PDF thread: ADR 047). The CSV has one row per line.
 */

const RECEIPT_PX = 1400;
/** Pages of one PDF receipt drawn into the packet; the rest are named ("N more pages not included"). */
export const MAX_RECEIPT_PAGES = 20;
/** Pages of PDF receipts in one packet, and their bytes read: what one packet's rendering may take on. */
export const MAX_PACKET_RECEIPT_PAGES = 300;
export const MAX_PACKET_PDF_BYTES = 100 * 1024 * 1024;

interface PacketRow {
  expense: EsaExpense;
  studentName: string;
  reference: string | null;
}

async function packetRows(deps: AppDeps, scope: Scope, q: EsaPacketQuery) {
  const program = await repo.findProgram(deps.db, scope.familyId, q.programId);
  if (!program) throw notFound(m.programNotFound);
  const accounts = (await repo.listAccounts(deps.db, scope.familyId)).filter(
    (a) => a.programId === program.id,
  );
  const expenses = await repo.expensesOf(
    deps.db,
    scope.familyId,
    accounts.map((a) => a.id),
    { from: q.from, to: q.to },
    MAX_PACKET_EXPENSES + 1,
  );
  if (expenses.length > MAX_PACKET_EXPENSES)
    throw new AppError('VALIDATION_FAILED', m.packetTooLarge(MAX_PACKET_EXPENSES));
  const built = buildAccounts(accounts, new Map([[program.id, program]]), expenses, scope.today);
  const wanted = (e: EsaExpense) =>
    q.kind === 'audit' ? e.status !== 'planned' : ['bought', 'submitted', 'reimbursed'].includes(e.status);
  const rows: PacketRow[] = accounts
    .flatMap((a) =>
      (built.expenses.get(a.id) ?? []).filter(wanted).map((expense) => ({
        expense,
        studentName: a.studentName,
        reference: a.reference,
      })),
    )
    .sort(
      (x, y) => x.expense.date.localeCompare(y.expense.date) || x.studentName.localeCompare(y.studentName),
    );
  return { program, rows };
}

const title = (kind: EsaPacketQuery['kind']) =>
  kind === 'audit' ? m.auditPacket.replace(' (PDF)', '') : m.packet;

/** The packet as a PDF. */
export async function esaPacketPdf(
  deps: AppDeps,
  scope: Scope,
  q: EsaPacketQuery,
): Promise<{ pdf: Buffer; filename: string }> {
  const { program, rows } = await packetRows(deps, scope, q);
  const currency = program.currency as Currency;
  const money = (c: number) => formatMoney(c, currency);
  const total = sumCents(rows.map((r) => r.expense.totalCents));
  const byStatus = (s: EsaExpense['status']) =>
    sumCents(rows.filter((r) => r.expense.status === s).map((r) => r.expense.totalCents));
  const content: Content[] = [
    { text: `${title(q.kind)} — ${program.name}`, style: 'title' },
    { text: `${dateLabel(q.from)} – ${dateLabel(q.to)}`, style: 'subtitle' },
    { text: m.checkHandbook, style: 'muted', margin: [0, 0, 0, 8] },
    dataTable(
      ['#', m.date, m.child, m.vendor, m.status, m.receipts, m.amount],
      rows.map((r, i) => [
        i + 1,
        dateLabel(r.expense.date),
        r.studentName,
        r.expense.vendor,
        m.statuses[r.expense.status] + (r.expense.deniedReason ? ` (${r.expense.deniedReason})` : ''),
        r.expense.receipts.length,
        money(r.expense.totalCents),
      ]),
      [18, 62, 70, '*', 80, 44, 70],
      [0, 5, 6],
    ),
    {
      margin: [0, 8, 0, 0],
      stack: [
        { text: `${m.total}: ${money(total)}`, bold: true },
        {
          text: `${m.statuses.reimbursed}: ${money(byStatus('reimbursed'))} · ${m.statuses.submitted}: ${money(byStatus('submitted'))} · ${m.statuses.bought}: ${money(byStatus('bought'))}${q.kind === 'audit' ? ` · ${m.statuses.denied}: ${money(byStatus('denied'))}` : ''}`,
        },
      ],
    },
  ];
  const pdfs = await receiptPdfs(deps, scope, rows);
  const attach: { pdfs: Uint8Array[]; slots: PdfSlot[] } = { pdfs: [], slots: [] };
  let pageRoom = MAX_PACKET_RECEIPT_PAGES;
  // Each purchase's receipts, in the table's order, with its fields stamped above each.
  for (const [i, r] of rows.entries()) {
    const e = r.expense;
    const stamp = stampLines(r, i, program, money);
    if (e.receipts.length === 0) {
      content.push({ text: '', pageBreak: 'before' }, stampBox(stamp), { text: m.noReceipts, italics: true });
      continue;
    }
    for (const receipt of e.receipts) {
      const pdf = pdfs.get(receipt.id);
      if (pdf) {
        pageRoom -= pdfReceiptPages(content, attach, stamp, receipt.name, pdf, pageRoom);
        continue;
      }
      content.push({ text: '', pageBreak: 'before' }, stampBox(stamp));
      const image = receipt.kind === 'image' ? await receiptImage(deps, scope, e.id, receipt.id) : null;
      content.push(
        image
          ? { image, fit: [530, 600], alignment: 'center' }
          : { text: `${m.receipts}: ${receipt.name} (${receipt.contentType})`, italics: true },
      );
    }
  }
  const pdf = await renderPdf(baseDocument(`${title(q.kind)} — ${program.name}`, content), {
    footer: `${title(q.kind)} · ${program.name} · ${q.from} – ${q.to}`,
    attach,
  });
  return {
    pdf,
    filename: downloadName(
      q.kind === 'audit' ? 'esa-audit' : 'esa-packet',
      [program.name, q.from, q.to],
      'pdf',
    ),
  };
}

/** What is stamped on each of a purchase's receipts, photo or PDF (one source for both). */
function stampLines(r: PacketRow, i: number, program: EsaProgram, money: (cents: number) => string) {
  const e = r.expense;
  return {
    head: `#${i + 1} · ${dateLabel(e.date)} · ${e.vendor} · ${money(e.totalCents)}`,
    detail: `${m.child}: ${r.studentName}${r.reference ? ` (${r.reference})` : ''} · ${m.status}: ${m.statuses[e.status]}${e.paymentMethod ? ` · ${m.paymentMethod}: ${e.paymentMethod}` : ''}${e.subject || e.className ? ` · ${e.className ?? e.subject}` : ''}`,
    lines: e.lines.map(
      (l) =>
        `${l.quantity > 1 ? `${l.quantity} × ` : ''}${l.description} (${program.categories.find((c) => c.key === l.category)?.label ?? l.category}) ${money(l.amountCents)}`,
    ),
  };
}

/**
 * The stamp: a tinted band with the purchase's fields. Over a photo each line of the purchase has its own row;
 * over a PDF receipt's page (`compact`) they share one, so the band stays small and the page keeps its room.
 */
function stampBox(stamp: ReturnType<typeof stampLines>, compact = false): Content {
  const lines = compact ? (stamp.lines.length ? [stamp.lines.join(' · ')] : []) : stamp.lines;
  return {
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              { text: stamp.head, bold: true },
              { text: stamp.detail },
              ...lines.map((text) => ({ text, style: 'muted' })),
            ],
            fillColor: '#fef9c3',
          },
        ],
      ],
    },
    layout: 'noBorders',
    margin: [0, 0, 0, compact ? 0 : 8],
  };
}

/**
 * A PDF receipt in the packet: each of its pages (up to the caps) on a page of its own, under the stamp and a
 * one-line label naming the slot it is drawn into (ADR 047); or, when it cannot be, the stamp and why. Returns how
 * many of the packet's receipt pages it took.
 */
export function pdfReceiptPages(
  content: Content[],
  attach: { pdfs: Uint8Array[]; slots: PdfSlot[] },
  stamp: ReturnType<typeof stampLines>,
  receiptName: string,
  pdf: ReceiptPdf,
  pageRoom: number,
): number {
  const shown = 'pages' in pdf ? Math.min(pdf.pages, MAX_RECEIPT_PAGES, pageRoom) : 0;
  if (!('pages' in pdf) || shown === 0) {
    const why = 'why' in pdf ? pdf.why : 'packet-full';
    content.push({ text: '', pageBreak: 'before' }, stampBox(stamp), {
      text: m.pdfReceipt.notIncluded(receiptName, m.pdfReceipt.why[why]),
      italics: true,
    });
    return 0;
  }
  const name = shortName(receiptName);
  const source = attach.pdfs.push(pdf.bytes) - 1;
  for (let page = 0; page < shown; page++) {
    const id = `receipt-${source}-${page}`;
    attach.slots.push({ id, source, page });
    content.push({ text: '', pageBreak: 'before' }, stampBox(stamp, true));
    // The last page drawn says what was left out (above the label: the page is drawn under the label).
    if (page === shown - 1 && pdf.pages > shown)
      content.push({
        text: m.pdfReceipt.morePages(pdf.pages - shown),
        fontSize: 8,
        italics: true,
        margin: [0, 4, 0, 0],
      });
    // One line (the name is cut short): the receipt's page is drawn from just under it.
    content.push({
      id,
      text: m.pdfReceipt.page(name, page + 1, pdf.pages),
      fontSize: 8,
      color: '#374151',
      margin: [0, 4, 0, 0],
    });
  }
  return shown;
}

/** A file name short enough for the one-line label over a receipt's page. */
const shortName = (name: string) => (name.length > 60 ? `${name.slice(0, 59)}…` : name);

export type ReceiptPdf =
  { bytes: Uint8Array; pages: number } | { why: PdfRefusal | 'missing' | 'packet-full' };

/**
 * The packet's PDF receipts by file, read from the family's files (the lookup is the family's: another family's
 * file is never found) and checked on a PDF thread: each one's page count, or why it cannot be included. At most
 * MAX_PACKET_PDF_BYTES of them are read; the rest say the packet is full.
 */
async function receiptPdfs(deps: AppDeps, scope: Scope, rows: PacketRow[]) {
  const found = new Map<string, ReceiptPdf>();
  const toInspect: [string, Uint8Array][] = [];
  const asked = new Set<string>();
  let bytesRoom = MAX_PACKET_PDF_BYTES;
  for (const { expense } of rows)
    for (const receipt of expense.receipts) {
      if (receipt.contentType !== 'application/pdf') continue;
      // A split purchase's receipt is one file: read and checked once, drawn with each purchase.
      const key = receipt.id;
      if (asked.has(key)) continue;
      asked.add(key);
      const file = await repo.findReceipt(deps.db, scope.familyId, expense.id, receipt.id);
      const bytes = file
        ? await readObject(deps.files, file.key, deps.fileLimits.maxFileBytes).catch(() => null)
        : null;
      if (!bytes) {
        found.set(key, { why: 'missing' });
        continue;
      }
      if (bytes.length > bytesRoom) {
        found.set(key, { why: 'packet-full' });
        continue;
      }
      bytesRoom -= bytes.length;
      toInspect.push([key, bytes]);
    }
  const inspections = await inspectPdfs(
    toInspect.map(([, bytes]) => bytes),
    MAX_RECEIPT_PAGES,
  );
  for (const [n, [key, bytes]] of toInspect.entries()) {
    const seen = inspections[n]!;
    found.set(key, 'pages' in seen ? { bytes, pages: seen.pages } : { why: seen.refused });
  }
  return found;
}

async function receiptImage(
  deps: AppDeps,
  scope: Scope,
  expenseId: string,
  fileId: string,
): Promise<string | null> {
  const file = await repo.findReceipt(deps.db, scope.familyId, expenseId, fileId);
  const key = file?.webKey ?? file?.key;
  if (!key) return null;
  try {
    const bytes = await readObject(deps.files, key);
    if (!bytes) return null;
    return `data:image/jpeg;base64,${(await pdfImage(bytes, RECEIPT_PX)).toString('base64')}`;
  } catch {
    return null;
  }
}

const csvCell = (v: string | number) => {
  const text = String(v);
  // A leading = + - @ would be a formula in a spreadsheet: quote it with a leading apostrophe.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The packet as CSV: one row per line of each purchase, amounts as dollars and cents text. */
export async function esaPacketCsv(
  deps: AppDeps,
  scope: Scope,
  q: EsaPacketQuery,
): Promise<{ csv: string; filename: string }> {
  const { program, rows } = await packetRows(deps, scope, q);
  const header = [
    'date',
    'child',
    'account_reference',
    'vendor',
    'status',
    'denied_reason',
    'payment_method',
    'description',
    'category',
    'quantity',
    'amount',
    'currency',
    'receipts',
    'findings',
  ];
  const lines = rows.flatMap((r) =>
    r.expense.lines.map((l) => [
      r.expense.date,
      r.studentName,
      r.reference ?? '',
      r.expense.vendor,
      r.expense.status,
      r.expense.deniedReason ?? '',
      r.expense.paymentMethod ?? '',
      l.description,
      l.category,
      l.quantity,
      centsToText(l.amountCents),
      program.currency,
      r.expense.receipts.map((f) => f.name).join('; '),
      r.expense.findings.map((f) => f.message).join(' '),
    ]),
  );
  const csv = [header, ...lines].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
  return {
    csv,
    filename: downloadName(
      q.kind === 'audit' ? 'esa-audit' : 'esa-packet',
      [program.name, q.from, q.to],
      'csv',
    ),
  };
}
