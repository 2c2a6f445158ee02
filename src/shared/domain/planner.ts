/**
 * Day By Day planner rules, shared by the server (which enforces them) and the client (which previews
 * them). Times inside a day are minutes from the day's start (settings.startTime); the grid is
 * settings.blockSize minutes per slot; the day is settings.dayLength hours long.
 */

export interface PlannerSettings {
  dayLength: number;
  blockSize: number;
  startTime: string;
}

/** An entry's place in the day, in minutes from the day's start. */
export interface Span {
  startTime: number;
  duration: number;
}

export type TimeFormat = '12h' | '24h';

/** Pixel height of one grid slot on the timeline. */
export const ROW_HEIGHT_PX = 80;
/** A scheduled entry is never drawn shorter than this, so its name and buttons fit. */
export const MIN_ENTRY_HEIGHT_PX = 60;
/** Grid size presets in the Timeline Settings dialog; anything else 5–120 is Custom. */
export const GRID_SIZE_PRESETS = [10, 15, 30, 45, 60, 120] as const;

export const DAY_LENGTH_MIN = 1;
export const DAY_LENGTH_MAX = 8;
export const BLOCK_SIZE_MIN = 5;
export const BLOCK_SIZE_MAX = 120;
export const BLOCK_DURATION_MIN = 5;
export const BLOCK_DURATION_MAX = 480;
export const BLOCK_DURATION_DEFAULT = 30;

const MINUTES_PER_DAY = 24 * 60;

/** Length of the planned day in minutes. */
export function dayMinutes(settings: Pick<PlannerSettings, 'dayLength'>): number {
  return settings.dayLength * 60;
}

/** Number of grid slots (rows) on the timeline; a last partial slot still gets a row. */
export function slotCount(settings: Pick<PlannerSettings, 'dayLength' | 'blockSize'>): number {
  return Math.ceil(dayMinutes(settings) / settings.blockSize);
}

/** Rounds a time to the nearest grid line. */
export function snapToGrid(minutes: number, blockSize: number): number {
  return Math.round(minutes / blockSize) * blockSize;
}

/** Moves a start so that [start, start + duration] lies inside the day. Assumes the duration fits. */
export function clampToDay(start: number, duration: number, totalMinutes: number): number {
  return Math.max(0, Math.min(start, totalMinutes - duration));
}

export type Placement = { ok: true; startTime: number } | { ok: false; reason: 'too-long' };

/** Where a drop at `start` lands: snapped to the grid, then clamped so the whole block fits in the day. */
export function placeInDay(
  start: number,
  duration: number,
  settings: Pick<PlannerSettings, 'dayLength' | 'blockSize'>,
): Placement {
  const total = dayMinutes(settings);
  if (duration > total) return { ok: false, reason: 'too-long' };
  return { ok: true, startTime: clampToDay(snapToGrid(start, settings.blockSize), duration, total) };
}

/** True when two spans share any minute (touching ends do not overlap). */
export function spansOverlap(a: Span, b: Span): boolean {
  return a.startTime < b.startTime + b.duration && b.startTime < a.startTime + a.duration;
}

/** The first entry that `candidate` would overlap, ignoring the entry with `ignoreId` (the one being moved). */
export function findOverlap<T extends Span & { id: string }>(
  candidate: Span,
  entries: readonly T[],
  ignoreId?: string,
): T | undefined {
  return entries.find((e) => e.id !== ignoreId && spansOverlap(candidate, e));
}

/** The earliest grid slot where a block of `duration` fits without overlapping, or null when none does. */
export function firstFreeStart(
  duration: number,
  entries: readonly (Span & { id: string })[],
  settings: Pick<PlannerSettings, 'dayLength' | 'blockSize'>,
): number | null {
  const total = dayMinutes(settings);
  if (duration > total) return null;
  for (let slot = 0; slot < slotCount(settings); slot++) {
    const start = clampToDay(slot * settings.blockSize, duration, total);
    if (!findOverlap({ startTime: start, duration }, entries)) return start;
  }
  return null;
}

/** Minutes since midnight for a 24-hour 'HH:MM'. */
export function parseClock(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** 'HH:MM' (24-hour) for minutes since midnight, wrapping past midnight. */
export function formatHHMM(minutesSinceMidnight: number): string {
  const m = ((Math.round(minutesSinceMidnight) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** A clock label in the account's time format: '8:30 AM' (12h) or '08:30' (24h). */
export function formatClock(minutesSinceMidnight: number, format: TimeFormat): string {
  const hhmm = formatHHMM(minutesSinceMidnight);
  if (format === '24h') return hhmm;
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** The clock label of a time given in minutes from the day's start. */
export function timeLabel(
  offset: number,
  settings: Pick<PlannerSettings, 'startTime'>,
  format: TimeFormat,
): string {
  return formatClock(parseClock(settings.startTime) + offset, format);
}

export interface TimelineRow {
  index: number;
  /** Minutes from the day's start. */
  startTime: number;
  label: string;
  top: number;
  height: number;
}

/** One row per grid slot, 80 px each (a last partial slot is proportionally shorter). */
export function timelineRows(settings: PlannerSettings, format: TimeFormat): TimelineRow[] {
  const total = dayMinutes(settings);
  return Array.from({ length: slotCount(settings) }, (_, index) => {
    const startTime = index * settings.blockSize;
    const minutes = Math.min(settings.blockSize, total - startTime);
    return {
      index,
      startTime,
      label: timeLabel(startTime, settings, format),
      top: index * ROW_HEIGHT_PX,
      height: (minutes / settings.blockSize) * ROW_HEIGHT_PX,
    };
  });
}

/** Total pixel height of the timeline's grid. */
export function timelineHeight(settings: Pick<PlannerSettings, 'dayLength' | 'blockSize'>): number {
  return (dayMinutes(settings) / settings.blockSize) * ROW_HEIGHT_PX;
}

/** Where an entry is drawn: 80 px per grid slot from the top, at least 60 px high. */
export function entryBox(entry: Span, blockSize: number): { top: number; height: number } {
  return {
    top: (entry.startTime / blockSize) * ROW_HEIGHT_PX,
    height: Math.max(MIN_ENTRY_HEIGHT_PX, (entry.duration / blockSize) * ROW_HEIGHT_PX),
  };
}

/** The day's start and end as clock labels, e.g. { start: '8:00 AM', end: '2:00 PM' }. */
export function dayRange(settings: PlannerSettings, format: TimeFormat): { start: string; end: string } {
  return { start: timeLabel(0, settings, format), end: timeLabel(dayMinutes(settings), settings, format) };
}

/**
 * The text of schedule.txt: "Today's Schedule", then one line per entry sorted by start as
 * 'HH:MM - name (N min)', with HH:MM the 24-hour clock time (day start + the entry's start).
 */
export function scheduleExportText(entries: readonly (Span & { name: string })[], dayStart: string): string {
  const base = parseClock(dayStart);
  const lines = [...entries]
    .sort((a, b) => a.startTime - b.startTime)
    .map((e) => `${formatHHMM(base + e.startTime)} - ${e.name} (${e.duration} min)`);
  return ["Today's Schedule", ...lines].join('\n') + '\n';
}
