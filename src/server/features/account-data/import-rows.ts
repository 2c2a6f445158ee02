import { isIsoDate } from '../../../shared/domain/dates';
import { levelForXp } from '../../../shared/domain/xp';
import { accountDataMessages } from '../../../shared/messages/account-data';
import type { AccountExport, ExportTables } from '../../../shared/schemas/account-data';
import { AppError } from '../../http/app-error';
import { mapInSlices, type TimeSlicer } from '../../work/time-slice';

/** Source kinds whose ledger source id is the id of a row in the file (attendance uses the date). */
const ROW_SOURCES = {
  task: 'tasks',
  learn: 'learnListItems',
  bucket: 'bucketListItems',
  assignment: 'assignments',
  'assignment-grade': 'assignments',
} as const;

export interface ImportPlan {
  /** The file's tables with this account's ids (each table's row mapping stores them: exported-tables.ts). */
  tables: ExportTables;
  xp: number;
  level: number;
}

/**
 * The file's rows as this account's rows: every row gets a new id and the references inside the file are
 * remapped; xp and level are recomputed from the ledger. A duplicate id or day, or a reference to a row the
 * file does not contain, is a 400. Pauses between rows so a large file does not hold the event loop.
 */
export async function planImport(userId: string, file: AccountExport, slicer: TimeSlicer): Promise<ImportPlan> {
  const t = file.tables;
  const fresh = () => crypto.randomUUID();
  const remap = async (rows: readonly { id: string }[]) => {
    const map = new Map<string, string>();
    for (const r of rows) {
      if (map.has(r.id)) throw new AppError('VALIDATION_FAILED', `The file has the same id twice (${r.id.slice(0, 64)}).`);
      map.set(r.id, fresh());
      await slicer.pause();
    }
    return map;
  };
  const classIds = await remap(t.classes);
  const blockIds = await remap(t.dayBlocks);
  const rowIds = {
    tasks: await remap(t.tasks),
    learnListItems: await remap(t.learnListItems),
    bucketListItems: await remap(t.bucketListItems),
    assignments: await remap(t.assignments),
  };
  const ref = (map: Map<string, string>, id: string, what: string) => {
    const mapped = map.get(id);
    if (!mapped) throw new AppError('VALIDATION_FAILED', `${accountDataMessages.brokenReference} (${what} ${id.slice(0, 64)})`);
    return mapped;
  };
  const unique = async <T>(rows: readonly T[], keyOf: (row: T) => string, what: string) => {
    const seen = new Set<string>();
    for (const row of rows) {
      const key = keyOf(row);
      if (seen.has(key)) throw new AppError('VALIDATION_FAILED', `The file has the same ${what} twice.`);
      seen.add(key);
      await slicer.pause();
    }
  };
  await unique(t.attendance, (a) => a.date, 'attendance date');
  const badDay = t.xpLedger.find((x) => x.sourceKind === 'attendance' && !isIsoDate(x.sourceId));
  if (badDay) throw new AppError('VALIDATION_FAILED', `An attendance xp row must name a date (${badDay.sourceId.slice(0, 64)}).`);
  await unique(t.xpLedger, (x) => `${x.sourceKind}:${x.sourceId}`, 'xp source');
  await unique(t.achievements, (a) => a.achievementId, 'achievement');
  await unique(t.taskCarryForward, (c) => c.day, 'carry-forward day');

  // Ledger rows of deleted items (their xp stays, DESIGN.md §5) point at nothing: they get a fresh id too,
  // one per deleted row (an assignment's two ledger rows keep sharing theirs).
  const orphanIds = new Map<string, string>();
  const ledgerSource = (kind: (typeof t.xpLedger)[number]['sourceKind'], sourceId: string) => {
    if (kind === 'attendance') return sourceId;
    const table = ROW_SOURCES[kind];
    const mapped = rowIds[table].get(sourceId);
    if (mapped) return mapped;
    const key = `${table}:${sourceId}`;
    if (!orphanIds.has(key)) orphanIds.set(key, fresh());
    return orphanIds.get(key)!;
  };

  const each = <T, U>(rows: readonly T[], fn: (row: T) => U) => mapInSlices(rows, fn, slicer);
  const tables: ExportTables = {
    classes: await each(t.classes, (c) => ({ ...c, id: classIds.get(c.id)! })),
    calendarEvents: await each(t.calendarEvents, (e) => ({ ...e, id: fresh(), classId: e.classId === null ? null : ref(classIds, e.classId, 'class') })),
    tasks: await each(t.tasks, (r) => ({ ...r, id: rowIds.tasks.get(r.id)! })),
    bucketListItems: await each(t.bucketListItems, (r) => ({ ...r, id: rowIds.bucketListItems.get(r.id)! })),
    learnListItems: await each(t.learnListItems, (r) => ({ ...r, id: rowIds.learnListItems.get(r.id)! })),
    attendance: await each(t.attendance, (a) => ({ ...a, id: fresh() })),
    assignments: await each(t.assignments, (a) => ({ ...a, id: rowIds.assignments.get(a.id)!, classId: ref(classIds, a.classId, 'class') })),
    dayBlocks: await each(t.dayBlocks, (b) => ({ ...b, id: blockIds.get(b.id)! })),
    daySchedule: await each(t.daySchedule, (s) => ({ ...s, id: fresh(), blockId: ref(blockIds, s.blockId, 'block') })),
    xpLedger: await each(t.xpLedger, (x) => ({ ...x, id: fresh(), sourceId: ledgerSource(x.sourceKind, x.sourceId) })),
    achievements: t.achievements,
    taskCarryForward: t.taskCarryForward,
  };
  const xp = t.xpLedger.reduce((sum, x) => sum + x.xp, 0);
  return { tables, xp, level: levelForXp(xp) };
}
