import type { z } from 'zod';
import { accountDataMessages } from '@shared/messages/account-data';
import { MAX_CHILDREN } from '@shared/domain/students';
import {
  accountExportSchema,
  accountExportV1Schema,
  EXPORT_VERSION_ONE_CHILD,
  exportTablesSchema,
  exportTablesV1Schema,
  MAX_ROWS_PER_TABLE,
  rowSchemaOf,
  type ImportFile,
} from '@shared/schemas/account-data';
import { fromZodError, validationFailed } from '../../http/app-error';
import { TOO_DEEP_MESSAGE } from '../../http/json-body';
import { JsonTextError, parseJsonInSlices } from '../../work/sliced-json';
import { decodeInSlices, type TimeSlicer } from '../../work/time-slice';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Values a file may have outside its rows; the schema checks that part in one go, so it stays small. */
const HEAD_BUDGET = 10_000;

/** The schemas of a file of each version the import reads (anything but version 1 is checked as this version's). */
const schemasOf = (raw: unknown) =>
  isRecord(raw) && raw.version === EXPORT_VERSION_ONE_CHILD
    ? { file: accountExportV1Schema, tables: exportTablesV1Schema }
    : { file: accountExportSchema, tables: exportTablesSchema };

/**
 * The import file (this version's or a version 1 file), parsed and checked against its schema without holding the event loop: the
 * bytes are decoded and parsed in slices, the file's head (everything but the rows) by the schema itself, then every row
 * by its table's row schema, pausing between rows. Refusals are the same 400s the schema gives.
 */
export async function readImportFile(bytes: Uint8Array, slicer: TimeSlicer): Promise<ImportFile> {
  let raw: unknown;
  try {
    raw = await parseJsonInSlices(await decodeInSlices(bytes, slicer), slicer);
  } catch (err) {
    if (err instanceof JsonTextError)
      throw validationFailed(err.reason === 'depth' ? TOO_DEEP_MESSAGE : accountDataMessages.badFile);
    throw err;
  }
  const tablesIn = isRecord(raw) && isRecord(raw.tables) ? raw.tables : {};
  const rowArrays = new Map(
    Object.entries(tablesIn).filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1])),
  );
  if (exceeds(raw, HEAD_BUDGET, new Set(rowArrays.values())))
    throw validationFailed(accountDataMessages.badFile);
  const emptied = Object.fromEntries([...rowArrays.keys()].map((name) => [name, []]));
  const schemas = schemasOf(raw);
  const head = parseWhole(
    schemas.file,
    isRecord(raw) && isRecord(raw.tables) ? { ...raw, tables: { ...raw.tables, ...emptied } } : raw,
  );

  const students = rowArrays.get('students');
  if (students && students.length > MAX_CHILDREN) {
    const message = accountDataMessages.tooManyChildren(MAX_CHILDREN);
    throw validationFailed(message, { 'tables.students': message });
  }
  const tables: Record<string, unknown[]> = {};
  const shape: Record<string, z.ZodType> = schemas.tables.shape;
  for (const name of Object.keys(shape)) {
    const rows = rowArrays.get(name) ?? [];
    if (rows.length > MAX_ROWS_PER_TABLE) {
      const message = `A table can have at most ${MAX_ROWS_PER_TABLE} rows.`;
      throw validationFailed(message, { [`tables.${name}`]: message });
    }
    const rowSchema = rowSchemaOf(shape[name]!);
    const parsed = new Array<unknown>(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const result = rowSchema.safeParse(rows[i]);
      if (!result.success) throw fromZodError(result.error, ['tables', name, i]);
      parsed[i] = result.data;
      rows[i] = undefined; // the parsed copy replaces it: fewer live objects for the garbage collector to move
      await slicer.pause();
    }
    tables[name] = parsed;
  }
  return { ...head, tables } as ImportFile;
}

/** The schema on a value without large row arrays (the head, or a file too malformed to take apart). */
function parseWhole(schema: z.ZodType<ImportFile>, value: unknown): ImportFile {
  const result = schema.safeParse(value);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

/** Whether `value` holds more than `budget` values, not looking inside `skip`; stops counting at the budget. */
function exceeds(value: unknown, budget: number, skip: Set<unknown>): boolean {
  const stack: unknown[] = [value];
  let count = 0;
  while (stack.length) {
    const v = stack.pop();
    if (++count > budget) return true;
    if (typeof v !== 'object' || v === null || skip.has(v)) continue;
    if (Array.isArray(v)) {
      if (count + v.length > budget) return true;
      stack.push(...v);
    } else {
      for (const key in v) {
        if (++count > budget) return true;
        stack.push((v as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}
