/**
 * Other PDFs' pages drawn into a rendered document (ADR 047: the ESA packet's PDF receipts). Runs on the PDF
 * thread (pdf-worker.ts): a receipt is read, checked and drawn there, never on the event loop. Each page of an
 * attachment is embedded as a form XObject (its own content, fonts and images untouched) and drawn, scaled down
 * to fit and turned upright, into the area under a one-line label pdfmake laid out — the stamp above the label
 * stays readable and nothing is drawn over the receipt.
 */
import {
  DecompressionBombError,
  decodePDFRawStream,
  degrees,
  EncryptedPDFError,
  PDFArray,
  PDFDocument,
  PDFRawStream,
  rgb,
  type PDFEmbeddedPage,
  type PDFPage,
} from '@pdfme/pdf-lib';
import type { Margins } from 'pdfmake/interfaces';
import type { PdfInspection, PdfRefusal, PdfSlot } from './pdf-job';

/** A page's sides, in points, that can be drawn legibly on a packet page: half an inch to 200 inches (PDF's own limit). */
export const PAGE_SIDE = { min: 36, max: 14_400 } as const;
/** The longer side at most this many times the shorter (a till roll passes, a ribbon does not). */
export const MAX_ASPECT = 20;
/**
 * The drawing instructions (decoded content streams) of the pages drawn from one PDF, at most. pdf-lib stops a
 * single stream at 100 MB (a decompression bomb); this bounds their sum, which a page of many streams could
 * otherwise multiply. A real receipt's pages hold kilobytes (a scan is one image).
 */
export const MAX_CONTENT_BYTES = 32 * 1024 * 1024;
/** Space from a slot's label's top to the area the page is drawn in (the label is one line of 8 pt). */
export const SLOT_LABEL_HEIGHT = 14;

/** A page's visible box (its CropBox, within its MediaBox) and how a reader turns it (/Rotate). */
export interface PageBox {
  left: number;
  bottom: number;
  width: number;
  height: number;
  rotation: 0 | 90 | 180 | 270;
}

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether a page of this box can be drawn on a packet page (finite, not absurdly large, small or thin). */
export function pageSizeFits(box: Pick<PageBox, 'width' | 'height'>): boolean {
  const { width, height } = box;
  if (!Number.isFinite(width) || !Number.isFinite(height)) return false;
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  return short >= PAGE_SIDE.min && long <= PAGE_SIDE.max && long / short <= MAX_ASPECT;
}

/**
 * Where to draw a page in an area: upright as a reader shows it, scaled down to fit (never up), centred across
 * the area and at its top. `x`, `y`, `scale` and `rotate` (degrees, counter-clockwise) are drawPage's options;
 * `frame` is the rectangle the page covers once drawn.
 */
export function placePage(
  box: Pick<PageBox, 'width' | 'height' | 'rotation'>,
  area: Area,
): { x: number; y: number; scale: number; rotate: number; frame: Area } {
  const turned = box.rotation === 90 || box.rotation === 270;
  const shownWidth = turned ? box.height : box.width;
  const shownHeight = turned ? box.width : box.height;
  const scale = Math.min(1, area.width / shownWidth, area.height / shownHeight);
  const frame = {
    x: area.x + (area.width - shownWidth * scale) / 2,
    y: area.y + area.height - shownHeight * scale,
    width: shownWidth * scale,
    height: shownHeight * scale,
  };
  const w = box.width * scale;
  const h = box.height * scale;
  // drawPage translates, then turns about that point: the origin is the corner the turn brings to the frame's.
  const origin: Record<PageBox['rotation'], [number, number]> = {
    0: [frame.x, frame.y],
    90: [frame.x, frame.y + w],
    180: [frame.x + w, frame.y + h],
    270: [frame.x + h, frame.y],
  };
  const [x, y] = origin[box.rotation];
  return { x, y, scale, rotate: box.rotation === 0 ? 0 : -box.rotation, frame };
}

const quarterTurn = (angle: number): PageBox['rotation'] => {
  const turn = (((Math.round(angle / 90) * 90) % 360) + 360) % 360;
  return turn as PageBox['rotation'];
};

export function pageBox(page: PDFPage): PageBox {
  const crop = page.getCropBox();
  return {
    left: crop.x,
    bottom: crop.y,
    width: crop.width,
    height: crop.height,
    rotation: quarterTurn(page.getRotation().angle),
  };
}

/** The PDF, or why it cannot be read: one protected by a password we do not have is `encrypted`. */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocument | PdfRefusal> {
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    if (!(error instanceof EncryptedPDFError)) return 'unreadable';
  }
  // Many invoices are encrypted only to restrict printing or copying: they open with the empty password.
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false, password: '' });
  } catch {
    return 'encrypted';
  }
}

/** How many pages a PDF has (the first `maxPages` read and embedded once, as a check), or why it cannot be used. */
export async function inspectPdf(bytes: Uint8Array, maxPages: number): Promise<PdfInspection> {
  const doc = await openPdf(bytes);
  if (typeof doc === 'string') return { refused: doc };
  try {
    const pages = doc.getPageCount();
    if (pages === 0) return { refused: 'no-pages' };
    const first = doc.getPages().slice(0, maxPages);
    const boxes = first.map(pageBox);
    if (!boxes.every(pageSizeFits)) return { refused: 'page-size' };
    let content = 0;
    for (const page of first) {
      content += contentBytes(doc, page, MAX_CONTENT_BYTES - content);
      if (content > MAX_CONTENT_BYTES) return { refused: 'too-large' };
    }
    const drawn = first.filter(hasContents);
    const scratch = await PDFDocument.create({ updateMetadata: false });
    await scratch.embedPages(
      drawn,
      drawn.map((page) => boundingBox(pageBox(page))),
    );
    await scratch.save();
    return { pages };
  } catch {
    return { refused: 'unreadable' };
  }
}

/** How many bytes a page's content streams decode to, stopping once past `room` (more than room when too many). */
function contentBytes(doc: PDFDocument, page: PDFPage, room: number): number {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  let bytes = 0;
  for (const stream of streams) {
    try {
      if (stream instanceof PDFRawStream) bytes += decodePDFRawStream(stream).decode().length;
    } catch (error) {
      if (error instanceof DecompressionBombError) return room + 1;
      throw error;
    }
    if (bytes > room) return bytes;
  }
  return bytes;
}

const hasContents = (page: PDFPage) => page.node.Contents() !== undefined;

const boundingBox = (b: PageBox) => ({
  left: b.left,
  bottom: b.bottom,
  right: b.left + b.width,
  top: b.bottom + b.height,
});

const FRAME = rgb(0.82, 0.84, 0.86);

/**
 * Draws each slot's page into the rendered document, on the page where its label landed (`positions`, from
 * pdfmake's layout: page number from 1, the label's top from the page's top), between the label and the bottom
 * margin. An attachment that cannot be read now (it was checked before the layout) leaves its slots empty.
 */
export async function drawAttachments(
  rendered: Uint8Array,
  attachments: readonly Uint8Array[],
  slots: readonly PdfSlot[],
  positions: ReadonlyMap<string, { page: number; top: number }>,
  margins: [number, number, number, number],
): Promise<Uint8Array> {
  const out = await PDFDocument.load(rendered, { updateMetadata: false });
  const [left, , right, bottom] = margins;
  for (const [source, bytes] of attachments.entries()) {
    const mine = slots.filter((s) => s.source === source && positions.has(s.id));
    if (mine.length === 0) continue;
    const doc = await openPdf(bytes);
    if (typeof doc === 'string') continue;
    const pages = doc.getPages();
    const wanted = mine.filter((s) => pages[s.page] !== undefined);
    const boxes = wanted.map((s) => pageBox(pages[s.page]!));
    // A blank page (no content stream) cannot be embedded: its frame is drawn, empty.
    const drawn = wanted.flatMap((s, i) => (hasContents(pages[s.page]!) ? [i] : []));
    const embedded = new Map<number, PDFEmbeddedPage>();
    try {
      const made = await out.embedPages(
        drawn.map((i) => pages[wanted[i]!.page]!),
        drawn.map((i) => boundingBox(boxes[i]!)),
      );
      for (const [k, i] of drawn.entries()) embedded.set(i, made[k]!);
    } catch {
      continue;
    }
    for (const [i, slot] of wanted.entries()) {
      const at = positions.get(slot.id)!;
      const page = out.getPage(at.page - 1);
      const { width, height } = page.getSize();
      const area = {
        x: left,
        y: bottom,
        width: width - left - right,
        height: height - at.top - SLOT_LABEL_HEIGHT - bottom,
      };
      if (area.height <= 0) continue;
      const place = placePage(boxes[i]!, area);
      const form = embedded.get(i);
      if (form)
        page.drawPage(form, {
          x: place.x,
          y: place.y,
          xScale: place.scale,
          yScale: place.scale,
          rotate: degrees(place.rotate),
        });
      page.drawRectangle({ ...place.frame, borderColor: FRAME, borderWidth: 0.5 });
    }
  }
  return out.save();
}

/** pdfmake's page margins as [left, top, right, bottom]. */
export function marginsOf(margins: Margins | undefined): [number, number, number, number] {
  if (margins === undefined) return [40, 40, 40, 40];
  if (typeof margins === 'number') return [margins, margins, margins, margins];
  if (margins.length === 2) return [margins[0], margins[1], margins[0], margins[1]];
  return [margins[0], margins[1], margins[2], margins[3]];
}
