import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  accountExportSchema,
  exportTablesSchema,
  rowSchemaOf,
  type AccountExport,
  type ExportTableName,
} from '@shared/schemas/account-data';
import type { TimeSlicer } from '../../work/time-slice';

/** Rows serialised per piece of the download. */
const ROWS_PER_PIECE = 500;

/**
 * The keys of a field's objects at any depth (a requirement's grade bands, an ESA program's deadlines and rollover):
 * JSON.stringify's key list applies at every depth, so they must be in it too.
 */
function nestedKeys(field: z.ZodType): string[] {
  if (field instanceof z.ZodNullable || field instanceof z.ZodOptional || field instanceof z.ZodDefault)
    return nestedKeys(field.unwrap() as z.ZodType);
  if (field instanceof z.ZodArray) return nestedKeys(field.element as z.ZodType);
  if (field instanceof z.ZodUnion) return (field.options as z.ZodType[]).flatMap(nestedKeys);
  if (field instanceof z.ZodObject)
    return Object.entries(field.shape as Record<string, z.ZodType>).flatMap(([key, inner]) => [
      key,
      ...nestedKeys(inner),
    ]);
  return [];
}

/** Each table's row fields in the schema's order: the order the schema serialiser wrote them in. */
const fieldOrder = Object.fromEntries(
  Object.entries(exportTablesSchema.shape).map(([name, rows]) => {
    const shape = rowSchemaOf(rows).shape as Record<string, z.ZodType>;
    const nested = Object.values(shape).flatMap((field) => nestedKeys(field).filter(Boolean));
    return [name, [...Object.keys(shape), ...nested.filter((k) => !(k in shape))]];
  }),
) as Record<ExportTableName, string[]>;

/** The head goes through the schema itself (key order, dropped extras); the rows do not belong in it. */
const emptyTables = Object.fromEntries(
  Object.keys(fieldOrder).map((name) => [name, []]),
) as unknown as AccountExport['tables'];

/**
 * The export as the text the schema serialiser gives (JSON.stringify(accountExportSchema.parse(file))),
 * produced piece by piece so serialising a large account never holds the event loop: the head in one
 * piece, then the rows a few hundred at a time.
 */
export function exportStream(file: AccountExport, slicer: TimeSlicer): Readable {
  return Readable.from(exportPieces(file, slicer), { objectMode: false });
}

/** The export's text in pieces (the streamed JSON download, and the archive's data.json). */
export async function* exportPieces(file: AccountExport, slicer: TimeSlicer): AsyncGenerator<string> {
  const { tables, ...head } = accountExportSchema.parse({ ...file, tables: emptyTables });
  // `tables` comes last in the file: the head's closing brace opens it instead.
  yield `${JSON.stringify(head).slice(0, -1)},"tables":{`;
  let firstTable = true;
  for (const name of Object.keys(tables) as ExportTableName[]) {
    const rows = file.tables[name];
    yield `${firstTable ? '' : ','}${JSON.stringify(name)}:[`;
    firstTable = false;
    for (let i = 0; i < rows.length; i += ROWS_PER_PIECE) {
      yield `${i ? ',' : ''}${JSON.stringify(rows.slice(i, i + ROWS_PER_PIECE), fieldOrder[name]).slice(1, -1)}`;
      await slicer.pause();
    }
    yield ']';
  }
  yield '}}';
}
