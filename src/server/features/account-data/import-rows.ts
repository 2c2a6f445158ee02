import { isIsoDate } from '@shared/domain/dates';
import { levelForXp } from '@shared/domain/xp';
import { accountDataMessages } from '@shared/messages/account-data';
import {
  EXPORT_VERSION,
  type AccountExport,
  type AccountExportV1,
  type ExportTables,
  type ImportFile,
} from '@shared/schemas/account-data';
import { newFileKey } from '../../files/file-store';
import { familyPrefix } from '../../files/stored-keys';
import { AppError } from '../../http/app-error';
import { mapInSlices, type TimeSlicer } from '../../work/time-slice';

/** Source kinds whose ledger source id is the id of a row in the file (attendance uses the date). */
const ROW_SOURCES = {
  task: 'tasks',
  learn: 'learnListItems',
  bucket: 'bucketListItems',
  assignment: 'assignments',
  'assignment-grade': 'assignments',
  lesson: 'lessons',
} as const;

export interface ImportPlan {
  /** The file's tables with this account's ids (each table's row mapping stores them: exported-tables.ts). */
  tables: ExportTables;
}

/** The child a version 1 file's rows belong to: migration 0006's rule for an account's one child. */
const ONE_CHILD_ID = 'the-one-child';
const FIRST_COLOR = 'indigo';
const FIRST_EMOJI = '🧒';

/**
 * A version 1 file as this version's: one child from the profile (name — else the account's name —, age,
 * xp, level, as migration 0006 made it), every per-child row that child's, enrolled in every class.
 */
export function upgradeOneChildFile(file: AccountExportV1, accountName: string | null): AccountExport {
  const { displayName, childAge, xp, level, settings, createdAt } = file.profile;
  const age = childAge?.trim() ?? '';
  const child = {
    id: ONE_CHILD_ID,
    name: (displayName?.trim() || accountName?.trim() || 'Student').slice(0, 100),
    age: /^([1-9]|1[0-8])$/.test(age) ? Number(age) : 10,
    gradeLevel: null,
    color: FIRST_COLOR,
    emoji: FIRST_EMOJI,
    position: 0,
    xp,
    level,
    requirementProfileId: null,
    createdAt,
    updatedAt: createdAt,
  } as const;
  const t = file.tables;
  const own = <T extends object>(rows: readonly T[]) =>
    rows.map((row) => ({ ...row, studentId: ONE_CHILD_ID }));
  return {
    ...file,
    version: EXPORT_VERSION,
    profile: { settings, createdAt },
    tables: {
      requirementProfiles: [],
      students: [child],
      schoolYears: [],
      terms: [],
      breaks: [],
      breakStudents: [],
      classes: t.classes,
      classStudents: t.classes.map((c) => ({ classId: c.id, studentId: ONE_CHILD_ID })),
      lessons: [],
      calendarEvents: t.calendarEvents.map((e) => ({ ...e, studentId: null })),
      tasks: own(t.tasks).map((task) => ({ ...task, pendingBy: null })),
      bucketListItems: own(t.bucketListItems),
      learnListItems: own(t.learnListItems),
      attendance: own(t.attendance),
      assignments: own(t.assignments).map((a) => ({ ...a, category: null })),
      dayBlocks: t.dayBlocks,
      daySchedule: own(t.daySchedule),
      xpLedger: own(t.xpLedger),
      achievements: own(t.achievements),
      taskCarryForward: own(t.taskCarryForward),
      lessonCompletions: [],
      lessonSkips: [],
      lessonShifts: [],
      loopCompletions: [],
      recordsSettings: [],
      transcriptCourses: [],
      readingLog: [],
      gradingScales: [],
      classGradeWeights: [],
      reportCardComments: [],
      hourEntries: [],
      files: [],
      workSamples: [],
      workSampleFiles: [],
      accountActivity: [],
      esaPrograms: [],
      esaAccounts: [],
      esaExpenses: [],
      esaExpenseLines: [],
      esaExpenseFiles: [],
    },
  };
}

/** The file as this version's (a version 1 file becomes one child's: upgradeOneChildFile). */
export const currentVersionOf = (file: ImportFile, accountName: string | null): AccountExport =>
  file.version === EXPORT_VERSION ? file : upgradeOneChildFile(file, accountName);

/**
 * The file's rows as this account's rows: every row (children too) gets a new id and the references inside
 * the file are remapped; each child's xp and level are recomputed from their ledger. A duplicate id or day,
 * or a reference to a row or child the file does not contain, is a 400. Pauses between rows so a large file
 * does not hold the event loop.
 */
export async function planImport(
  file: AccountExport,
  userId: string,
  slicer: TimeSlicer,
  /** Where the files' new keys go (an import run's own prefix: ADR 040); the family's by default. */
  keyPrefix: string = familyPrefix(userId),
): Promise<ImportPlan> {
  const t = file.tables;
  const fresh = () => crypto.randomUUID();
  const remap = async (rows: readonly { id: string }[]) => {
    const map = new Map<string, string>();
    for (const r of rows) {
      if (map.has(r.id))
        throw new AppError('VALIDATION_FAILED', `The file has the same id twice (${r.id.slice(0, 64)}).`);
      map.set(r.id, fresh());
      await slicer.pause();
    }
    return map;
  };
  const studentIds = await remap(t.students);
  const classIds = await remap(t.classes);
  const yearIds = await remap(t.schoolYears);
  const termIds = await remap(t.terms);
  const breakIds = await remap(t.breaks);
  const blockIds = await remap(t.dayBlocks);
  const profileIds = await remap(t.requirementProfiles);
  const completionIds = await remap(t.lessonCompletions);
  const loopCompletionIds = await remap(t.loopCompletions);
  const bookIds = await remap(t.readingLog);
  const fileIds = await remap(t.files);
  const sampleIds = await remap(t.workSamples);
  const esaProgramIds = await remap(t.esaPrograms);
  const esaAccountIds = await remap(t.esaAccounts);
  const esaExpenseIds = await remap(t.esaExpenses);
  const splitGroups = new Map<string, string>();
  const splitGroup = (group: string | null) => {
    if (group === null) return null;
    if (!splitGroups.has(group)) splitGroups.set(group, fresh());
    return splitGroups.get(group)!;
  };
  const rowIds = {
    tasks: await remap(t.tasks),
    learnListItems: await remap(t.learnListItems),
    bucketListItems: await remap(t.bucketListItems),
    assignments: await remap(t.assignments),
    lessons: await remap(t.lessons),
  };
  const ref = (map: Map<string, string>, id: string, what: string) => {
    const mapped = map.get(id);
    if (!mapped)
      throw new AppError(
        'VALIDATION_FAILED',
        `${accountDataMessages.brokenReference} (${what} ${id.slice(0, 64)})`,
      );
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
  // Each child's own: keyed by the child (JSON, so no id can make two keys look alike).
  const key = (...parts: string[]) => JSON.stringify(parts);
  await unique(t.classStudents, (e) => key(e.classId, e.studentId), 'class enrolment');
  await unique(t.breakStudents, (e) => key(e.breakId, e.studentId), 'child of a break');
  await unique(t.attendance, (a) => key(a.studentId, a.date), 'attendance date');
  const badDay = t.xpLedger.find((x) => x.sourceKind === 'attendance' && !isIsoDate(x.sourceId));
  if (badDay)
    throw new AppError(
      'VALIDATION_FAILED',
      `An attendance xp row must name a date (${badDay.sourceId.slice(0, 64)}).`,
    );
  await unique(t.xpLedger, (x) => key(x.studentId, x.sourceKind, x.sourceId), 'xp source');
  await unique(t.achievements, (a) => key(a.studentId, a.achievementId), 'achievement');
  await unique(t.taskCarryForward, (c) => key(c.studentId, c.day), 'carry-forward day');
  await unique(t.lessonCompletions, (c) => key(c.studentId, c.lessonId), 'lesson completion');
  await unique(t.lessonSkips, (k) => key(k.studentId, k.classId, k.date), 'skipped day');
  await unique(t.lessonShifts, (k) => key(k.studentId, k.lessonId), 'pushed lesson');
  await unique(t.loopCompletions, (c) => key(c.studentId, c.lessonId, c.date), 'loop completion');
  await unique(t.recordsSettings, () => 'one', 'transcript settings');
  await unique(t.gradingScales, (g) => key(g.letter), 'grading letter');
  await unique(t.classGradeWeights, (w) => key(w.classId, w.category), 'grading category');
  await unique(t.reportCardComments, (c) => key(c.studentId, c.termId, c.classId), 'report card comment');
  await unique(t.workSampleFiles, (f) => key(f.fileId), 'file of a work sample');
  await unique(t.esaExpenseFiles, (f) => key(f.expenseId, f.fileId), 'receipt of a purchase');

  // Ledger rows of deleted items (their xp stays: docs/data-model.md) point at nothing: they get a fresh id too,
  // one per deleted row (an assignment's two ledger rows keep sharing theirs).
  const orphanIds = new Map<string, string>();
  const ledgerSource = (kind: (typeof t.xpLedger)[number]['sourceKind'], sourceId: string) => {
    if (kind === 'attendance') return sourceId;
    // A loop item's xp is its loop completion's (ADR 041).
    if (kind === 'lesson' && loopCompletionIds.has(sourceId)) return loopCompletionIds.get(sourceId)!;
    const table = ROW_SOURCES[kind];
    const mapped = rowIds[table].get(sourceId);
    if (mapped) return mapped;
    const key = `${table}:${sourceId}`;
    if (!orphanIds.has(key)) orphanIds.set(key, fresh());
    return orphanIds.get(key)!;
  };

  const lessonClass = new Map(t.lessons.map((l) => [l.id, l.classId]));
  const sampleChild = new Map(t.workSamples.map((w) => [w.id, w.studentId]));
  const fileChild = new Map(t.files.map((f) => [f.id, f.studentId]));
  const each = <T, U>(rows: readonly T[], fn: (row: T) => U) => mapInSlices(rows, fn, slicer);
  const child = (id: string) => ref(studentIds, id, 'child');
  const own = <T extends { studentId: string }>(row: T) => ({ ...row, studentId: child(row.studentId) });
  const xpOf = new Map<string, number>();
  for (const x of t.xpLedger) xpOf.set(x.studentId, (xpOf.get(x.studentId) ?? 0) + x.xp);
  const tables: ExportTables = {
    requirementProfiles: await each(t.requirementProfiles, (p) => ({ ...p, id: profileIds.get(p.id)! })),
    students: t.students.map((s) => {
      const xp = xpOf.get(s.id) ?? 0;
      return {
        ...s,
        id: studentIds.get(s.id)!,
        xp,
        level: levelForXp(xp),
        requirementProfileId:
          s.requirementProfileId === null
            ? null
            : ref(profileIds, s.requirementProfileId, 'requirement profile'),
      };
    }),
    schoolYears: await each(t.schoolYears, (y) => ({ ...y, id: yearIds.get(y.id)! })),
    terms: await each(t.terms, (term) => ({
      ...term,
      id: termIds.get(term.id)!,
      schoolYearId: ref(yearIds, term.schoolYearId, 'school year'),
    })),
    breaks: await each(t.breaks, (b) => ({
      ...b,
      id: breakIds.get(b.id)!,
      schoolYearId: ref(yearIds, b.schoolYearId, 'school year'),
    })),
    breakStudents: await each(t.breakStudents, (e) => ({
      breakId: ref(breakIds, e.breakId, 'break'),
      studentId: child(e.studentId),
    })),
    classes: await each(t.classes, (c) => ({
      ...c,
      id: classIds.get(c.id)!,
      schoolYearId: c.schoolYearId === null ? null : ref(yearIds, c.schoolYearId, 'school year'),
    })),
    classStudents: await each(t.classStudents, (e) => ({
      classId: ref(classIds, e.classId, 'class'),
      studentId: child(e.studentId),
    })),
    calendarEvents: await each(t.calendarEvents, (e) => ({
      ...e,
      id: fresh(),
      classId: e.classId === null ? null : ref(classIds, e.classId, 'class'),
      studentId: e.studentId === null ? null : child(e.studentId),
    })),
    tasks: await each(t.tasks, (r) => ({ ...own(r), id: rowIds.tasks.get(r.id)! })),
    bucketListItems: await each(t.bucketListItems, (r) => ({
      ...own(r),
      id: rowIds.bucketListItems.get(r.id)!,
    })),
    learnListItems: await each(t.learnListItems, (r) => ({
      ...own(r),
      id: rowIds.learnListItems.get(r.id)!,
    })),
    attendance: await each(t.attendance, (a) => ({ ...own(a), id: fresh() })),
    assignments: await each(t.assignments, (a) => ({
      ...own(a),
      id: rowIds.assignments.get(a.id)!,
      classId: ref(classIds, a.classId, 'class'),
    })),
    dayBlocks: await each(t.dayBlocks, (b) => ({ ...b, id: blockIds.get(b.id)! })),
    daySchedule: await each(t.daySchedule, (s) => ({
      ...own(s),
      id: fresh(),
      blockId: ref(blockIds, s.blockId, 'block'),
    })),
    xpLedger: await each(t.xpLedger, (x) => ({
      ...own(x),
      id: fresh(),
      sourceId: ledgerSource(x.sourceKind, x.sourceId),
    })),
    achievements: await each(t.achievements, own),
    taskCarryForward: await each(t.taskCarryForward, own),
    lessons: await each(t.lessons, (l) => ({
      ...l,
      id: rowIds.lessons.get(l.id)!,
      classId: ref(classIds, l.classId, 'class'),
    })),
    lessonCompletions: await each(t.lessonCompletions, (c) => {
      // A completion's class is its lesson's.
      if (lessonClass.get(c.lessonId) !== c.classId)
        throw new AppError(
          'VALIDATION_FAILED',
          `${accountDataMessages.brokenReference} (lesson ${c.lessonId.slice(0, 64)})`,
        );
      return {
        ...own(c),
        id: completionIds.get(c.id)!,
        lessonId: ref(rowIds.lessons, c.lessonId, 'lesson'),
        classId: ref(classIds, c.classId, 'class'),
      };
    }),
    loopCompletions: await each(t.loopCompletions, (c) => {
      if (lessonClass.get(c.lessonId) !== c.classId)
        throw new AppError(
          'VALIDATION_FAILED',
          `${accountDataMessages.brokenReference} (lesson ${c.lessonId.slice(0, 64)})`,
        );
      return {
        ...own(c),
        id: loopCompletionIds.get(c.id)!,
        lessonId: ref(rowIds.lessons, c.lessonId, 'lesson'),
        classId: ref(classIds, c.classId, 'class'),
      };
    }),
    lessonSkips: await each(t.lessonSkips, (k) => ({
      ...own(k),
      id: fresh(),
      classId: ref(classIds, k.classId, 'class'),
    })),
    lessonShifts: await each(t.lessonShifts, (k) => {
      // A push's class is its lesson's.
      if (lessonClass.get(k.lessonId) !== k.classId)
        throw new AppError(
          'VALIDATION_FAILED',
          `${accountDataMessages.brokenReference} (lesson ${k.lessonId.slice(0, 64)})`,
        );
      return {
        ...own(k),
        id: fresh(),
        lessonId: ref(rowIds.lessons, k.lessonId, 'lesson'),
        classId: ref(classIds, k.classId, 'class'),
      };
    }),
    recordsSettings: t.recordsSettings,
    transcriptCourses: await each(t.transcriptCourses, (c) => ({
      ...own(c),
      id: fresh(),
      classId: c.classId === null ? null : ref(classIds, c.classId, 'class'),
    })),
    readingLog: await each(t.readingLog, (b) => ({
      ...own(b),
      id: bookIds.get(b.id)!,
      classId: b.classId === null ? null : ref(classIds, b.classId, 'class'),
    })),
    gradingScales: t.gradingScales,
    classGradeWeights: await each(t.classGradeWeights, (w) => ({
      ...w,
      classId: ref(classIds, w.classId, 'class'),
    })),
    reportCardComments: await each(t.reportCardComments, (c) => ({
      ...own(c),
      termId: ref(termIds, c.termId, 'term'),
      classId: ref(classIds, c.classId, 'class'),
    })),
    hourEntries: await each(t.hourEntries, (e) => ({
      ...own(e),
      id: fresh(),
      classId: e.classId === null ? null : ref(classIds, e.classId, 'class'),
      lessonCompletionId:
        e.lessonCompletionId === null ? null : ref(completionIds, e.lessonCompletionId, 'lesson completion'),
      workSampleId: e.workSampleId === null ? null : ref(sampleIds, e.workSampleId, 'work sample'),
      loopCompletionId:
        e.loopCompletionId == null ? null : ref(loopCompletionIds, e.loopCompletionId, 'loop completion'),
    })),
    files: await each(t.files, (f) => {
      const studentId = child(f.studentId);
      // New keys in this account's store, whatever the file says (the archive's bytes go under them).
      const prefix = keyPrefix;
      return {
        ...f,
        id: fileIds.get(f.id)!,
        studentId,
        key: newFileKey(prefix),
        thumbKey: f.thumbKey === null ? null : newFileKey(prefix),
        webKey: f.webKey === null ? null : newFileKey(prefix),
      };
    }),
    workSamples: await each(t.workSamples, (w) => ({
      ...own(w),
      id: sampleIds.get(w.id)!,
      classId: w.classId === null ? null : ref(classIds, w.classId, 'class'),
      lessonId: w.lessonId === null ? null : ref(rowIds.lessons, w.lessonId, 'lesson'),
      assignmentId: w.assignmentId === null ? null : ref(rowIds.assignments, w.assignmentId, 'assignment'),
      readingLogId: w.readingLogId === null ? null : ref(bookIds, w.readingLogId, 'book'),
    })),
    workSampleFiles: await each(t.workSampleFiles, (f) => {
      // A sample's files are its child's.
      if (sampleChild.get(f.sampleId) !== fileChild.get(f.fileId))
        throw new AppError(
          'VALIDATION_FAILED',
          `${accountDataMessages.brokenReference} (file ${f.fileId.slice(0, 64)})`,
        );
      return {
        ...f,
        sampleId: ref(sampleIds, f.sampleId, 'work sample'),
        fileId: ref(fileIds, f.fileId, 'file'),
      };
    }),
    // The activity comes along as history; the members it named are not this account's.
    accountActivity: await each(t.accountActivity ?? [], (a) => ({ ...a, id: fresh(), actorId: null })),
    esaPrograms: await each(t.esaPrograms, (p) => ({ ...p, id: esaProgramIds.get(p.id)! })),
    esaAccounts: await each(t.esaAccounts, (a) => ({
      ...own(a),
      id: esaAccountIds.get(a.id)!,
      programId: ref(esaProgramIds, a.programId, 'education savings program'),
    })),
    esaExpenses: await each(t.esaExpenses, (e) => ({
      ...e,
      id: esaExpenseIds.get(e.id)!,
      accountId: ref(esaAccountIds, e.accountId, 'education savings account'),
      classId: e.classId === null ? null : ref(classIds, e.classId, 'class'),
      lessonId: e.lessonId === null ? null : ref(rowIds.lessons, e.lessonId, 'lesson'),
      splitGroup: splitGroup(e.splitGroup),
    })),
    esaExpenseLines: await each(t.esaExpenseLines, (l) => ({
      ...l,
      id: fresh(),
      expenseId: ref(esaExpenseIds, l.expenseId, 'purchase'),
    })),
    esaExpenseFiles: await each(t.esaExpenseFiles, (f) => ({
      ...f,
      expenseId: ref(esaExpenseIds, f.expenseId, 'purchase'),
      fileId: ref(fileIds, f.fileId, 'file'),
    })),
  };
  return { tables };
}
