import type { Generated } from 'kysely';
import type { ClassPlace } from '@shared/domain/class-place';

/** Row types in camelCase (CamelCasePlugin maps them to the snake_case columns). */
export type Priority = 'low' | 'medium' | 'high';
export type AssignmentStatus = 'upcoming' | 'work_in_progress' | 'completed';
/** 0/1 on both dialects. */
export type Flag = number;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  /** When the adult gave (or kept) their own name (migration 0018); null: not yet, they are asked once. */
  nameSetAt: Generated<string | null>;
  /** Whether a confirmed second factor guards the password sign-in (migration 0016; better-auth's). */
  twoFactorEnabled: Generated<boolean | number | null>;
}

/** The family's own record (settings); the children are `students`. */
export interface ProfilesTable {
  id: string;
  /** JSON text. */
  settings: string;
  /** The family's short code a child signs in with (migration 0011); null until a child's sign-in is turned on. */
  signInCode: Generated<string | null>;
  createdAt: string;
  updatedAt: string;
}

/** A child of the family (ADR 017); xp and level are the child's game. */
export interface StudentsTable {
  id: string;
  userId: string;
  name: string;
  age: number;
  /** 'K' or '1'–'12'. */
  gradeLevel: string | null;
  color: string;
  emoji: string;
  position: number;
  xp: Generated<number>;
  level: Generated<number>;
  /** The family's copy of the requirement profile the child is schooled under (migration 0009); null: none. */
  requirementProfileId: Generated<string | null>;
  /** The child's PIN or password, hashed like passwords (migration 0011); null: the child cannot sign in. */
  signInHash: Generated<string | null>;
  createdAt: string;
  updatedAt: string;
}

export type MemberRole = 'parent' | 'teacher' | 'viewer' | 'child';

/** Who may act in a family, and as what (ADR 024, migration 0011). */
export interface MembersTable {
  /** The parent's is the family's user id; a child's is the child's id. */
  id: string;
  familyId: string;
  userId: string | null;
  studentId: string | null;
  role: MemberRole;
  createdAt: string;
  removedAt: string | null;
}

/** A child's signed-in device: the sha256 of the cookie's token. */
export interface ChildSessionsTable {
  id: string;
  tokenHash: string;
  familyId: string;
  studentId: string;
  expiresAt: string;
  createdAt: string;
  userAgent: string | null;
}

/** A single-use link inviting another adult into the family. */
export interface InvitesTable {
  id: string;
  tokenHash: string;
  familyId: string;
  role: 'teacher' | 'viewer';
  email: string | null;
  createdBy: string;
  expiresAt: string;
  usedAt: string | null;
  usedBy: string | null;
  createdAt: string;
}

/** The children enrolled in a class. */
export interface ClassStudentsTable {
  classId: string;
  studentId: string;
  userId: string;
}

export interface ClassesTable {
  id: string;
  userId: string;
  title: string;
  description: string | null;
  emoji: string;
  teacherPlatform: string | null;
  /** JSON array of weekday numbers, 0 = Sunday. */
  daysOfWeek: string;
  startTime: string;
  endTime: string;
  startDate: string | null;
  endDate: string | null;
  /** The school year the class belongs to; null: none (its own dates, or open-ended). */
  schoolYearId: Generated<string | null>;
  /** The subject the class's hours count under (migration 0009); null: the class's title. */
  subject: Generated<string | null>;
  /** 1: a core subject (reading, language arts, math, social studies, science). */
  core: Generated<Flag>;
  createdAt: string;
  updatedAt: string;
  /** 1: taught to its children together, one tick for all (migration 0023). */
  together: Generated<Flag>;
  /** Where it is taught (migration 0023): any place but 'home' makes its hours away. */
  place: Generated<ClassPlace>;
  /** The teacher the report card and transcript name (migration 0023); null: none. */
  teacherName: Generated<string | null>;
  /** 'weekly': lessons placed one per class day; 'loop': the next `loopPerDay` items each class day (ADR 041). */
  scheduleKind: Generated<ScheduleKind>;
  /** A loop's items per class day, 1–10 (1 for a weekly class). */
  loopPerDay: Generated<number>;
}

export type ScheduleKind = 'weekly' | 'loop';

export interface CalendarEventsTable {
  id: string;
  userId: string;
  title: string;
  eventDate: string;
  eventTime: string | null;
  description: string | null;
  classId: string | null;
  /** The child the event is for; null: the family's. */
  studentId: string | null;
  /** 1 for the events a class's schedule generated (replaced on re-sync), 0 for one-off events. */
  generated: Generated<Flag>;
  createdAt: string;
}

interface ListItemColumns {
  id: string;
  userId: string;
  studentId: string;
  title: string;
  priority: Priority;
  completed: Flag;
  completedAt: string | null;
  createdAt: string;
}

export interface TasksTable extends ListItemColumns {
  createdDate: string;
  /** The member who ticked it (migration 0011). */
  completedBy: Generated<string | null>;
  /** A child's tick waiting for a parent's confirmation: the child's member id. */
  pendingBy: Generated<string | null>;
}
export interface BucketListItemsTable extends ListItemColumns {
  createdDate: string;
}
export type LearnListItemsTable = ListItemColumns;

export interface AttendanceTable {
  id: string;
  userId: string;
  studentId: string;
  date: string;
  present: Flag;
  /** The member who recorded it (migration 0011; null before members existed). */
  recordedBy: Generated<string | null>;
  createdAt: string;
  updatedAt: string;
}

export interface AssignmentsTable {
  id: string;
  userId: string;
  studentId: string;
  classId: string;
  assignmentName: string;
  description: string | null;
  assignmentDate: string;
  dueDate: string | null;
  status: AssignmentStatus;
  gradePercentage: number | null;
  earnedPoints: number | null;
  maxPoints: number | null;
  /** One of the class's weighted categories (class_grade_weights), or null: uncategorised. */
  category: string | null;
  /** The member who recorded the grade (migration 0011; null before members existed). */
  recordedBy: Generated<string | null>;
  createdAt: string;
  updatedAt: string;
}

export interface DayBlocksTable {
  id: string;
  userId: string;
  name: string;
  description: string | null;
  purpose: string | null;
  defaultDuration: number;
  color: string;
  createdAt: string;
}

export interface DayScheduleTable {
  id: string;
  userId: string;
  studentId: string;
  blockId: string;
  scheduleDate: string;
  startTime: number;
  duration: number;
  createdAt: string;
}

export interface XpLedgerTable {
  id: string;
  userId: string;
  studentId: string;
  sourceKind: string;
  sourceId: string;
  xp: number;
  createdAt: string;
}

export interface AchievementsTable {
  userId: string;
  studentId: string;
  achievementId: string;
  unlockedAt: string;
}

export interface TaskCarryForwardTable {
  userId: string;
  studentId: string;
  day: string;
  carried: number;
  createdAt: string;
}

/** A school year (ADR 018). */
export interface SchoolYearsTable {
  id: string;
  userId: string;
  name: string;
  startDate: string;
  endDate: string;
  /** JSON array of weekday numbers, 0 = Sunday. */
  weekdays: string;
  createdAt: string;
  updatedAt: string;
}

export interface TermsTable {
  id: string;
  userId: string;
  schoolYearId: string;
  name: string;
  startDate: string;
  endDate: string;
  createdAt: string;
}

export interface BreaksTable {
  id: string;
  userId: string;
  schoolYearId: string;
  label: string;
  startDate: string;
  endDate: string;
  /** 1: every child; 0: only the children in break_students. */
  wholeFamily: Flag;
  createdAt: string;
}

export interface BreakStudentsTable {
  breakId: string;
  userId: string;
  studentId: string;
}

export interface LessonsTable {
  id: string;
  userId: string;
  classId: string;
  position: number;
  title: string;
  notes: string | null;
  minutes: number;
  createdAt: string;
  updatedAt: string;
  /** The day the lesson is pinned to (migration 0024, ADR 043); null: placed with the rest. */
  pinnedDate: Generated<string | null>;
}

/** 'Push from here' for one child (migration 0024, ADR 043): the lesson and every later one no earlier than `notBefore`. */
export interface LessonShiftsTable {
  id: string;
  userId: string;
  studentId: string;
  classId: string;
  lessonId: string;
  days: number;
  notBefore: string;
  createdAt: string;
}

export interface LessonCompletionsTable {
  id: string;
  userId: string;
  studentId: string;
  lessonId: string;
  classId: string;
  date: string;
  minutes: number;
  recordedAt: string;
  recordedBy: string;
  /** 1: a child's tick waiting for a parent's confirmation (no hours, no xp yet). */
  pending: Generated<Flag>;
  /** The child's own note on a lesson taught together (migration 0023); null: none. */
  note: Generated<string | null>;
}

/** One item of a loop class done by a child on a day (`date`: its done_on), ADR 041. */
export interface LoopCompletionsTable {
  id: string;
  userId: string;
  studentId: string;
  lessonId: string;
  classId: string;
  date: string;
  minutes: number;
  recordedAt: string;
  recordedBy: string;
  /** 1: a child's tick waiting for a parent's confirmation (migration 0028, ADR 052): no xp, hours or attendance yet. */
  pending: Generated<Flag>;
}

export interface LessonSkipsTable {
  id: string;
  userId: string;
  studentId: string;
  classId: string;
  date: string;
  createdAt: string;
}

export interface CalendarFeedsTable {
  id: string;
  userId: string;
  /** null: the whole family's feed. */
  studentId: string | null;
  /** sha256 hex of the URL's token. */
  tokenHash: string;
  createdAt: string;
}

export type RequirementRule = 'days' | 'hours' | 'days_and_hours' | 'days_or_hours' | 'none';
export type HourLocation = 'home' | 'away';
/** How an hour entry came: a completed lesson, entered by hand, or a child's kept work sample (the child's log). */
export type HourSource = 'lesson' | 'manual' | 'child';
export type CourseLevel = 'regular' | 'honors' | 'ap' | 'dual' | 'pass_fail';

/** A state's requirement (a seeded template when userId is null, else the family's editable copy). */
export interface RequirementProfilesTable {
  id: string;
  userId: string | null;
  templateKey: string | null;
  name: string;
  source: string | null;
  checkedOn: string | null;
  rule: RequirementRule;
  targetDays: number | null;
  /** JSON array of { fromGrade, toGrade, hours } (K = 0). */
  hoursByGrade: string | null;
  coreHours: number | null;
  coreHomeHours: number | null;
  minMinutesPerDay: number | null;
  averageMinutesPerDay: number | null;
  ageLimit: number | null;
  reportPeriods: number | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface HourEntriesTable {
  id: string;
  userId: string;
  studentId: string;
  date: string;
  classId: string | null;
  subject: string;
  core: Flag;
  minutes: number;
  location: HourLocation;
  note: string | null;
  source: HourSource;
  lessonCompletionId: string | null;
  /** The loop completion it came from (ADR 041); goes with it. */
  loopCompletionId: Generated<string | null>;
  recordedAt: string;
  recordedBy: string;
  updatedAt: string;
  /** The child's work sample it came from (source 'child'); null once the sample is deleted. */
  workSampleId: string | null;
}

export interface GradingScalesTable {
  userId: string;
  letter: string;
  minPercent: number;
  createdAt: string;
}

export interface ClassGradeWeightsTable {
  userId: string;
  classId: string;
  category: string;
  /** Percent, 1–100. */
  weight: number;
  createdAt: string;
}

export interface RecordsSettingsTable {
  userId: string;
  hoursPerCredit: Generated<number>;
  honorsBonus: Generated<number>;
  apBonus: Generated<number>;
  dualBonus: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface ReportCardCommentsTable {
  userId: string;
  studentId: string;
  termId: string;
  classId: string;
  comment: string;
  createdAt: string;
  updatedAt: string;
}

export interface TranscriptCoursesTable {
  id: string;
  userId: string;
  studentId: string;
  classId: string | null;
  title: string;
  yearLabel: string;
  gradeLevel: number;
  /** null: computed from the class's hours. */
  credits: number | null;
  level: CourseLevel;
  /** null: from the class's assignments. */
  finalPercent: number | null;
  /** Pass/fail courses: 1 passed, 0 failed. */
  passed: Flag | null;
  createdAt: string;
  updatedAt: string;
}

export interface ReadingLogTable {
  id: string;
  userId: string;
  studentId: string;
  title: string;
  author: string | null;
  isbn: string | null;
  startedOn: string | null;
  finishedOn: string | null;
  minutes: number | null;
  pages: number | null;
  classId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface EvaluatorLinksTable {
  id: string;
  userId: string;
  studentId: string;
  schoolYearId: string;
  label: string;
  /** sha256 hex of the URL's token. */
  tokenHash: string;
  expiresAt: string;
  revokedAt: string | null;
  createdAt: string;
  /** The link shows the child's work samples of its year too. */
  includePortfolio: Flag;
  /** The member who made it (migration 0018); null for links made before. */
  createdBy: Generated<string | null>;
}

export type FileKind = 'image' | 'document' | 'audio' | 'video';

export interface FilesTable {
  id: string;
  userId: string;
  studentId: string;
  kind: FileKind;
  contentType: string;
  size: number;
  storedSize: number;
  sha256: string;
  originalName: string;
  key: string;
  thumbKey: string | null;
  webKey: string | null;
  width: number | null;
  height: number | null;
  createdBy: string;
  createdAt: string;
}

export interface WorkSamplesTable {
  id: string;
  userId: string;
  studentId: string;
  date: string;
  title: string;
  classId: string | null;
  subject: string | null;
  lessonId: string | null;
  assignmentId: string | null;
  readingLogId: string | null;
  caption: string | null;
  linkUrl: string | null;
  starred: Flag;
  minutes: number | null;
  /** The child who added it while it waits for a parent; null once kept. */
  pendingBy: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

/** An account import in progress (ADR 040): removed when it commits; one left behind is cleaned up on start. */
export interface ImportRunsTable {
  id: string;
  userId: string;
  /** JSON array of the ids of the children the account had before the import (they stay if it fails). */
  previousChildren: string;
  startedAt: string;
}

/** An adult member's e-mail choices (migration 0025, ADR 045); no row: the weekly e-mail is off. */
export interface NotificationPrefsTable {
  /** The adult's member id (the parent's is the family's id). */
  memberId: string;
  /** The family. */
  userId: string;
  weeklyEmail: Flag;
  createdAt: string;
  updatedAt: string;
}

/** One family's weekly e-mail of one week (migration 0025, ADR 045): the claim that makes it sent once. */
export interface DigestRunsTable {
  userId: string;
  /** The Monday of the week the e-mail is about. */
  weekStart: string;
  claimedAt: string;
  /** Until when the claim is the claiming instance's; after it, another may take it over. */
  leaseUntil: string;
  attempts: number;
  /** JSON array of the member ids already sent this week's e-mail. */
  sentTo: string;
  /** When every adult was sent it (or the run gave up); null: still to do. */
  sentAt: string | null;
  lastError: string | null;
}

export interface WorkSampleFilesTable {
  userId: string;
  sampleId: string;
  fileId: string;
  position: number;
}

/** What was done to the family's account (migration 0016, ADR 032); kept 400 days. */
export interface AccountActivityTable {
  id: string;
  /** The family. */
  userId: string;
  at: string;
  kind: string;
  /** The member who did it (an adult's user id, a child's id); null when nobody signed in did it. */
  actorId: string | null;
  /** Their name or e-mail as it was then (the member may be gone later). */
  actorName: string;
  detail: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  /** 0/1: the first sign-in or export from this device and address. */
  newDevice: Flag;
}

export interface EsaProgramsTable {
  id: string;
  /** null: a seeded template. */
  userId: string | null;
  templateKey: string | null;
  name: string;
  jurisdiction: string;
  currency: string;
  sourceUrl: string | null;
  checkedOn: string | null;
  /** JSON text (shared/schemas/esa.ts). */
  awardBands: string;
  familyCapCents: number | null;
  fundingSchedule: string;
  categories: string;
  forbidden: string;
  receiptFields: string;
  deadlines: string;
  rollover: string;
  curriculumTie: Flag;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface EsaAccountsTable {
  id: string;
  userId: string;
  studentId: string;
  programId: string;
  periodStart: string;
  periodEnd: string;
  awardCents: number;
  carriedCents: number;
  reference: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface EsaExpensesTable {
  id: string;
  userId: string;
  accountId: string;
  date: string;
  vendor: string;
  paymentMethod: string | null;
  status: string;
  deniedReason: string | null;
  notes: string | null;
  classId: string | null;
  subject: string | null;
  lessonId: string | null;
  /** JSON array of receipt fields. */
  receiptShows: string;
  splitGroup: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface EsaExpenseLinesTable {
  id: string;
  userId: string;
  expenseId: string;
  position: number;
  description: string;
  category: string;
  quantity: number;
  amountCents: number;
}

export interface EsaExpenseFilesTable {
  userId: string;
  expenseId: string;
  fileId: string;
  position: number;
}

export interface DB {
  user: UserTable;
  accountActivity: AccountActivityTable;
  profiles: ProfilesTable;
  students: StudentsTable;
  classStudents: ClassStudentsTable;
  classes: ClassesTable;
  calendarEvents: CalendarEventsTable;
  tasks: TasksTable;
  bucketListItems: BucketListItemsTable;
  learnListItems: LearnListItemsTable;
  attendance: AttendanceTable;
  assignments: AssignmentsTable;
  dayBlocks: DayBlocksTable;
  daySchedule: DayScheduleTable;
  xpLedger: XpLedgerTable;
  achievements: AchievementsTable;
  taskCarryForward: TaskCarryForwardTable;
  schoolYears: SchoolYearsTable;
  terms: TermsTable;
  breaks: BreaksTable;
  breakStudents: BreakStudentsTable;
  lessons: LessonsTable;
  lessonCompletions: LessonCompletionsTable;
  loopCompletions: LoopCompletionsTable;
  lessonSkips: LessonSkipsTable;
  lessonShifts: LessonShiftsTable;
  calendarFeeds: CalendarFeedsTable;
  requirementProfiles: RequirementProfilesTable;
  hourEntries: HourEntriesTable;
  gradingScales: GradingScalesTable;
  classGradeWeights: ClassGradeWeightsTable;
  recordsSettings: RecordsSettingsTable;
  reportCardComments: ReportCardCommentsTable;
  transcriptCourses: TranscriptCoursesTable;
  readingLog: ReadingLogTable;
  evaluatorLinks: EvaluatorLinksTable;
  members: MembersTable;
  childSessions: ChildSessionsTable;
  invites: InvitesTable;
  files: FilesTable;
  workSamples: WorkSamplesTable;
  workSampleFiles: WorkSampleFilesTable;
  importRuns: ImportRunsTable;
  notificationPrefs: NotificationPrefsTable;
  digestRuns: DigestRunsTable;
  esaPrograms: EsaProgramsTable;
  esaAccounts: EsaAccountsTable;
  esaExpenses: EsaExpensesTable;
  esaExpenseLines: EsaExpenseLinesTable;
  esaExpenseFiles: EsaExpenseFilesTable;
}
