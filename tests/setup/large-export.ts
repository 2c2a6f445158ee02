import { defaultSettings } from '../../src/shared/schemas/settings';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  IMPORT_BODY_LIMIT,
  MAX_ROWS_PER_TABLE,
  type AccountExport,
} from '../../src/shared/schemas/account-data';

const stamp = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 1000).toISOString();
/** A child of the file (the import gives it a new id and recomputes its xp from its ledger). */
const child = (id: string, name: string, position: number) =>
  ({
    id,
    name,
    age: 9 + position,
    gradeLevel: null,
    color: (['indigo', 'emerald'] as const)[position % 2]!,
    emoji: '🧒',
    position,
    xp: 0,
    level: 0,
    requirementProfileId: null,
    createdAt: stamp(0),
    updatedAt: stamp(0),
  }) as const;
const day = (i: number) => new Date(Date.UTC(1900, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);

/**
 * The largest file the import accepts: four tables at MAX_ROWS_PER_TABLE rows (200 000 rows), titles padded
 * until the JSON comes as close to IMPORT_BODY_LIMIT as a whole character per row allows.
 */
export function largestExport(): { file: AccountExport; json: string } {
  const build = (pad: number): AccountExport => {
    const text = (kind: string, i: number) => `${kind} ${i} ${'x'.repeat(pad)}`;
    const n = MAX_ROWS_PER_TABLE;
    const idx = Array.from({ length: n }, (_, i) => i);
    return {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: stamp(0),
      profile: { settings: defaultSettings(), createdAt: stamp(0) },
      tables: {
        students: [child('kid', 'Large', 0)],
        schoolYears: [],
        terms: [],
        breaks: [],
        breakStudents: [],
        classes: [],
        classStudents: [],
        lessons: [],
        calendarEvents: idx.map((i) => ({
          id: `e${i}`,
          title: text('Event', i),
          eventDate: day(i % 40_000),
          eventTime: null,
          description: null,
          classId: null,
          studentId: null,
          generated: false,
          createdAt: stamp(i),
        })),
        tasks: idx.map((i) => ({
          id: `t${i}`,
          studentId: 'kid',
          title: text('Task', i),
          priority: 'medium',
          completed: true,
          completedAt: stamp(i),
          createdDate: day(i % 40_000),
          createdAt: stamp(i),
        })),
        bucketListItems: [],
        learnListItems: idx.map((i) => ({
          id: `l${i}`,
          studentId: 'kid',
          title: text('Topic', i),
          priority: 'low',
          completed: false,
          completedAt: null,
          createdAt: stamp(i),
        })),
        attendance: [],
        assignments: [],
        dayBlocks: [],
        daySchedule: [],
        xpLedger: idx.map((i) => ({
          id: `x${i}`,
          studentId: 'kid',
          sourceKind: 'task',
          sourceId: `t${i}`,
          xp: 10,
          createdAt: stamp(i),
        })),
        achievements: [],
        taskCarryForward: [],
        lessonCompletions: [],
        lessonSkips: [],
        requirementProfiles: [],
        hourEntries: [],
      },
    };
  };
  const size = (pad: number) => Buffer.byteLength(JSON.stringify(build(pad)));
  const base = size(0);
  // Three padded titles per row index (events, tasks, topics).
  const pad = Math.floor((IMPORT_BODY_LIMIT - base - 1024) / (3 * MAX_ROWS_PER_TABLE));
  const file = build(Math.max(0, pad));
  return { file, json: JSON.stringify(file) };
}

/**
 * A valid file with `n` rows in every table (references resolved), for format and write tests: two
 * children, row i the child i % 2's, every class both children's.
 */
export function exportWithEveryTable(n: number): AccountExport {
  const idx = Array.from({ length: n }, (_, i) => i);
  const kid = (i: number) => `kid-${i % 2}`;
  const six = ['first-steps', 'study-streak', 'grade-master', 'scholar', 'perfect-month', 'knowledge-seeker'];
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: stamp(0),
    account: { id: 'old-account', email: 'old@example.com' },
    profile: { settings: defaultSettings(), createdAt: stamp(0) },
    tables: {
      students: [child('kid-0', 'Every Table', 0), child('kid-1', 'Second Child', 1)],
      schoolYears: idx.map((i) => ({
        id: `y${i}`,
        name: `Year ${i}`,
        startDate: day(i * 10),
        endDate: day(i * 10 + 9),
        weekdays: [1, 2, 3, 4, 5],
        createdAt: stamp(i),
        updatedAt: stamp(i),
      })),
      terms: idx.map((i) => ({
        id: `term${i}`,
        schoolYearId: `y${i}`,
        name: `Term ${i}`,
        startDate: day(i * 10),
        endDate: day(i * 10 + 9),
        createdAt: stamp(i),
      })),
      breaks: idx.map((i) => ({
        id: `br${i}`,
        schoolYearId: `y${i}`,
        label: `Break ${i}`,
        startDate: day(i * 10 + 2),
        endDate: day(i * 10 + 3),
        wholeFamily: i % 2 === 0,
        createdAt: stamp(i),
      })),
      breakStudents: idx.filter((i) => i % 2 === 1).map((i) => ({ breakId: `br${i}`, studentId: kid(i) })),
      classStudents: idx.flatMap((i) => [
        { classId: `c${i}`, studentId: 'kid-0' },
        { classId: `c${i}`, studentId: 'kid-1' },
      ]),
      classes: idx.map((i) => ({
        id: `c${i}`,
        title: `Class ${i}`,
        description: i % 2 ? null : 'Notes & "quotes"',
        emoji: '📚',
        teacherPlatform: null,
        daysOfWeek: [1, 3],
        startTime: '09:00',
        endTime: '10:00',
        startDate: day(i),
        endDate: null,
        schoolYearId: i % 2 ? `y${i}` : null,
        createdAt: stamp(i),
        updatedAt: stamp(i + 1),
      })),
      lessons: idx.map((i) => ({
        id: `n${i}`,
        classId: `c${i}`,
        position: 0,
        title: `Lesson ${i}`,
        notes: i % 2 ? null : 'Pages 1-10',
        minutes: 60,
        createdAt: stamp(i),
        updatedAt: stamp(i),
      })),
      calendarEvents: idx.map((i) => ({
        id: `e${i}`,
        title: `Event ${i}`,
        eventDate: day(i % 3),
        eventTime: i % 2 ? '08:30' : null,
        description: null,
        classId: i % 2 ? `c${i}` : null,
        generated: i % 2 === 1,
        studentId: i % 4 === 2 ? kid(i) : null,
        createdAt: stamp(n - i),
      })),
      tasks: idx.map((i) => ({
        studentId: kid(i),
        id: `t${i}`,
        title: `Task ${i}`,
        priority: 'high',
        completed: i % 2 === 0,
        completedAt: i % 2 === 0 ? stamp(i) : null,
        createdDate: day(i),
        createdAt: stamp(i % 3),
      })),
      bucketListItems: idx.map((i) => ({
        studentId: kid(i),
        id: `b${i}`,
        title: `Goal ${i}`,
        priority: 'low',
        completed: false,
        completedAt: null,
        createdDate: day(i),
        createdAt: stamp(i),
      })),
      learnListItems: idx.map((i) => ({
        studentId: kid(i),
        id: `l${i}`,
        title: `Topic ${i}`,
        priority: 'medium',
        completed: true,
        completedAt: stamp(i),
        createdAt: stamp(i),
      })),
      attendance: idx.map((i) => ({
        studentId: kid(i),
        id: `a${i}`,
        date: day(i),
        present: i % 3 !== 0,
        createdAt: stamp(i),
        updatedAt: stamp(i),
      })),
      assignments: idx.map((i) => ({
        studentId: kid(i),
        id: `s${i}`,
        classId: `c${i}`,
        assignmentName: `Work ${i}`,
        description: null,
        assignmentDate: day(i),
        dueDate: null,
        status: 'completed',
        gradePercentage: 90 + (i % 10),
        earnedPoints: null,
        maxPoints: null,
        createdAt: stamp(i),
        updatedAt: stamp(i),
      })),
      dayBlocks: idx.map((i) => ({
        id: `k${i}`,
        name: `Block ${i}`,
        description: null,
        purpose: null,
        defaultDuration: 30,
        color: 'teal',
        createdAt: stamp(i),
      })),
      daySchedule: idx.map((i) => ({
        studentId: kid(i),
        id: `d${i}`,
        blockId: `k${i}`,
        scheduleDate: day(i % 2),
        startTime: 60 * (i % 8),
        duration: 30,
        createdAt: stamp(i),
      })),
      xpLedger: idx.map((i) => ({
        studentId: kid(i),
        id: `x${i}`,
        sourceKind: 'task',
        sourceId: `t${i}`,
        xp: 10,
        createdAt: stamp(i),
      })),
      achievements: six
        .slice(0, Math.min(n, 6))
        .map((achievementId, i) => ({ studentId: kid(i), achievementId, unlockedAt: stamp(i % 2) })),
      taskCarryForward: idx.map((i) => ({ studentId: kid(i), day: day(i), carried: i, createdAt: stamp(i) })),
      lessonCompletions: idx.map((i) => ({
        studentId: kid(i),
        id: `p${i}`,
        lessonId: `n${i}`,
        classId: `c${i}`,
        date: day(i),
        minutes: 25,
        recordedAt: stamp(i),
        recordedBy: 'old-account',
      })),
      lessonSkips: idx.map((i) => ({
        studentId: kid(i),
        id: `q${i}`,
        classId: `c${i}`,
        date: day(i + 1),
        createdAt: stamp(i),
      })),
      requirementProfiles: idx.map((i) => ({
        id: `rp${i}`,
        templateKey: 'custom',
        name: `Plan ${i}`,
        source: null,
        checkedOn: null,
        rule: 'days' as const,
        targetDays: 180,
        hoursByGrade: [],
        coreHours: null,
        coreHomeHours: null,
        minMinutesPerDay: null,
        averageMinutesPerDay: null,
        ageLimit: null,
        reportPeriods: null,
        notes: null,
        createdAt: stamp(i),
        updatedAt: stamp(i),
      })),
      hourEntries: idx.map((i) => ({
        id: `h${i}`,
        studentId: kid(i),
        date: day(i),
        classId: `c${i}`,
        subject: 'Math',
        core: true,
        minutes: 25,
        location: 'home' as const,
        note: null,
        source: 'lesson' as const,
        lessonCompletionId: `p${i}`,
        recordedAt: stamp(i),
        recordedBy: 'old-account',
        updatedAt: stamp(i),
      })),
    },
  } as unknown as AccountExport;
}
