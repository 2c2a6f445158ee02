import { inflateRawSync } from 'node:zlib';
import { readSheet, type SheetData } from 'read-excel-file/node';
import {
  MAX_PLAN_FILE_BYTES,
  parsePlanText,
  tidyTable,
  type PlanFormat,
  type TableResult,
} from '@shared/domain/plan-file';
import { planFileMessages as msg } from '@shared/messages/plan-files';
import { AppError, validationFailed } from '../../http/app-error';

/**
 * An uploaded plan file as a table (docs/plan-files.md): CSV, TSV or TXT (UTF-8, or Windows-1252 as older
 * spreadsheets save it), a JSON plan document, or an .xlsx workbook's first sheet, read here on the server
 * (read-excel-file; it stays out of the browser's bundle). Everything else is refused with words.
 */

export type ReadTable = { format: PlanFormat; rows: string[][]; sourceTitle: string | null };

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
/** What an .xlsx may unpack to, at most: far more than 1,000 lessons' text, far less than a zip bomb. */
export const MAX_XLSX_UNPACKED = 40 * 1024 * 1024;

const tableOr = (result: TableResult, format: PlanFormat, sourceTitle: string | null = null): ReadTable => {
  if (!result.ok) throw validationFailed(result.message);
  return { format, rows: result.rows, sourceTitle };
};

export async function readPlanFile(name: string, bytes: Buffer): Promise<ReadTable> {
  if (bytes.length > MAX_PLAN_FILE_BYTES) throw tooLarge();
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  if (bytes.subarray(0, 4).equals(OLE) || extension === 'xls') throw validationFailed(msg.oldExcel);
  if (bytes.subarray(0, 4).equals(ZIP)) {
    if (extension !== 'xlsx' && extension !== '') throw validationFailed(msg.unknownKind);
    return tableOr(await readXlsx(bytes), 'xlsx');
  }
  if (!['csv', 'tsv', 'txt', 'json', ''].includes(extension)) throw validationFailed(msg.unknownKind);
  if (bytes.length === 0) throw validationFailed(msg.emptyFile);
  const text = decodeText(bytes);
  if (text.includes('\u0000')) throw validationFailed(msg.unknownKind);
  const parsed = parsePlanText(text);
  if (!parsed.ok) throw validationFailed(parsed.message);
  return tableOr(parsed, parsed.format, parsed.sourceTitle ?? null);
}

export const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', msg.tooLarge(MAX_PLAN_FILE_BYTES / (1024 * 1024)));

/** UTF-8 when the bytes are, else Windows-1252 (what Excel on Windows saves a 'CSV' in). */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The first sheet's cells as text: numbers as written, dates as yyyy-mm-dd, true/false as TRUE/FALSE. */
async function readXlsx(bytes: Buffer): Promise<TableResult> {
  const unpacked = zipUnpackedSize(bytes);
  if (unpacked === null || unpacked > MAX_XLSX_UNPACKED) return { ok: false, message: msg.badXlsx };
  let sheet: SheetData;
  try {
    sheet = await readSheet(bytes, 1);
  } catch {
    return { ok: false, message: msg.badXlsx };
  }
  return tidyTable(
    sheet.map((row) =>
      row.map((cell: unknown) =>
        cell === null || cell === undefined
          ? ''
          : cell instanceof Date
            ? cell.toISOString().slice(0, 10)
            : typeof cell === 'boolean'
              ? String(cell).toUpperCase()
              : String(cell),
      ),
    ),
  );
}

/**
 * What a zip's entries really unpack to, summed, each inflated here with a cap (`maxOutputLength`): null when
 * that passes `limit`, or the zip is not a plain one (zip64, a cut file, another compression). Checked before
 * the reader unpacks it, so a small file cannot unpack to gigabytes, whatever sizes its headers claim.
 */
export function zipUnpackedSize(zip: Buffer, limit: number = MAX_XLSX_UNPACKED): number | null {
  const EOCD = 0x06054b50;
  const ENTRY = 0x02014b50;
  const LOCAL = 0x04034b50;
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--)
    if (zip.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  if (end < 0) return null;
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  try {
    for (let n = 0; n < entries; n++) {
      if (at + 46 > zip.length || zip.readUInt32LE(at) !== ENTRY) return null;
      const method = zip.readUInt16LE(at + 10);
      const packed = zip.readUInt32LE(at + 20);
      const local = zip.readUInt32LE(at + 42);
      if (packed === 0xffffffff || local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) return null;
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + packed);
      if (method === 0) total += data.length;
      else if (method === 8) total += inflateRawSync(data, { maxOutputLength: limit - total + 1 }).length;
      else return null;
      if (total > limit) return null;
      at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    }
  } catch {
    return null;
  }
  return entries > 0 ? total : null;
}
