import { describe, expect, it } from 'vitest';
import { normalizeDayByDay } from '../schemas/settings';
import { BLOCK_COLORS, DEFAULT_BLOCK_COLOR, toBlockColor } from './block-colors';
import {
  clampToDay,
  dayRange,
  entryBox,
  findOverlap,
  firstFreeStart,
  formatClock,
  placeInDay,
  scheduleExportText,
  slotCount,
  snapToGrid,
  spansOverlap,
  timelineHeight,
  timelineRows,
} from './planner';

const defaults = { dayLength: 6, blockSize: 30, startTime: '08:00' };

describe('planner: snapping and clamping', () => {
  it('snaps a time to the nearest grid line', () => {
    expect(snapToGrid(0, 30)).toBe(0);
    expect(snapToGrid(14, 30)).toBe(0);
    expect(snapToGrid(15, 30)).toBe(30);
    expect(snapToGrid(44, 30)).toBe(30);
    expect(snapToGrid(52, 15)).toBe(45);
    expect(snapToGrid(53, 15)).toBe(60);
    expect(snapToGrid(100, 45)).toBe(90);
  });

  it('clamps a start so the block fits inside the day', () => {
    expect(clampToDay(-30, 30, 360)).toBe(0);
    expect(clampToDay(120, 60, 360)).toBe(120);
    expect(clampToDay(330, 60, 360)).toBe(300);
    expect(clampToDay(360, 360, 360)).toBe(0);
  });

  it('places a drop by snapping first, then clamping to the day', () => {
    expect(placeInDay(70, 30, defaults)).toEqual({ ok: true, startTime: 60 });
    expect(placeInDay(350, 90, defaults)).toEqual({ ok: true, startTime: 270 });
    expect(placeInDay(-20, 30, defaults)).toEqual({ ok: true, startTime: 0 });
    // A 7-hour block in a 6-hour day does not fit anywhere.
    expect(placeInDay(0, 420, defaults)).toEqual({ ok: false, reason: 'too-long' });
    expect(placeInDay(0, 60, { dayLength: 1, blockSize: 15 })).toEqual({ ok: true, startTime: 0 });
  });
});

describe('planner: overlap', () => {
  const entries = [
    { id: 'a', startTime: 60, duration: 30 },
    { id: 'b', startTime: 120, duration: 60 },
  ];

  it('detects shared minutes but lets ends touch', () => {
    expect(spansOverlap({ startTime: 0, duration: 60 }, { startTime: 60, duration: 30 })).toBe(false);
    expect(spansOverlap({ startTime: 0, duration: 61 }, { startTime: 60, duration: 30 })).toBe(true);
    expect(spansOverlap({ startTime: 70, duration: 5 }, { startTime: 60, duration: 30 })).toBe(true);
    expect(spansOverlap({ startTime: 30, duration: 120 }, { startTime: 60, duration: 30 })).toBe(true);
  });

  it('finds the entry a candidate would overlap, ignoring the one being moved', () => {
    expect(findOverlap({ startTime: 90, duration: 30 }, entries)).toBeUndefined();
    expect(findOverlap({ startTime: 90, duration: 31 }, entries)?.id).toBe('b');
    expect(findOverlap({ startTime: 60, duration: 30 }, entries)?.id).toBe('a');
    expect(findOverlap({ startTime: 60, duration: 30 }, entries, 'a')).toBeUndefined();
  });

  it('finds the first free grid slot for a block, or null when the day is full', () => {
    expect(firstFreeStart(30, entries, defaults)).toBe(0);
    expect(firstFreeStart(90, entries, defaults)).toBe(180);
    expect(firstFreeStart(30, [{ id: 'x', startTime: 0, duration: 360 }], defaults)).toBeNull();
    expect(firstFreeStart(400, [], defaults)).toBeNull();
    // Near the end the block is clamped to fit.
    expect(firstFreeStart(40, [{ id: 'x', startTime: 0, duration: 310 }], defaults)).toBe(320);
    expect(firstFreeStart(60, [{ id: 'x', startTime: 0, duration: 310 }], defaults)).toBeNull();
  });
});

describe('planner: timeline', () => {
  it('has one 80 px row per grid slot with clock labels in the account format', () => {
    const rows = timelineRows(defaults, '12h');
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({ startTime: 0, label: '8:00 AM', top: 0, height: 80 });
    expect(rows[1]).toMatchObject({ startTime: 30, label: '8:30 AM', top: 80 });
    expect(rows[11]).toMatchObject({ startTime: 330, label: '1:30 PM', top: 880 });
    expect(
      timelineRows({ dayLength: 2, blockSize: 60, startTime: '23:00' }, '24h').map((r) => r.label),
    ).toEqual(['23:00', '00:00']);
    expect(timelineHeight(defaults)).toBe(960);
  });

  it('gives a partial last slot a shorter row', () => {
    const settings = { dayLength: 1, blockSize: 45, startTime: '09:00' };
    expect(slotCount(settings)).toBe(2);
    const rows = timelineRows(settings, '24h');
    expect(rows[1]).toMatchObject({ startTime: 45, label: '09:45', top: 80 });
    expect(rows[1]?.height).toBeCloseTo((15 / 45) * 80);
  });

  it('draws entries at 80 px per slot and never shorter than 60 px', () => {
    expect(entryBox({ startTime: 60, duration: 90 }, 30)).toEqual({ top: 160, height: 240 });
    expect(entryBox({ startTime: 0, duration: 10 }, 30)).toEqual({ top: 0, height: 60 });
    expect(entryBox({ startTime: 15, duration: 60 }, 60)).toEqual({ top: 20, height: 80 });
  });

  it('shows the day start and end in the account format', () => {
    expect(dayRange(defaults, '12h')).toEqual({ start: '8:00 AM', end: '2:00 PM' });
    expect(dayRange({ dayLength: 8, blockSize: 30, startTime: '12:30' }, '24h')).toEqual({
      start: '12:30',
      end: '20:30',
    });
    expect(formatClock(0, '12h')).toBe('12:00 AM');
    expect(formatClock(12 * 60 + 5, '12h')).toBe('12:05 PM');
  });
});

describe('planner: export', () => {
  it("writes 'Today's Schedule' then one 'HH:MM - name (N min)' line per entry sorted by start", () => {
    const text = scheduleExportText(
      [
        { name: 'Science', startTime: 120, duration: 45 },
        { name: 'Math', startTime: 0, duration: 30 },
        { name: 'Reading', startTime: 60, duration: 60 },
      ],
      '08:00',
    );
    expect(text).toBe(
      "Today's Schedule\n08:00 - Math (30 min)\n09:00 - Reading (60 min)\n10:00 - Science (45 min)\n",
    );
    expect(scheduleExportText([{ name: 'Late', startTime: 90, duration: 30 }], '23:00')).toBe(
      "Today's Schedule\n00:30 - Late (30 min)\n",
    );
  });
});

describe('planner: settings and colours', () => {
  it('loads stored settings clamped or defaulted', () => {
    expect(normalizeDayByDay({ dayLength: 9, blockSize: 1, startTime: '25:00' })).toEqual({
      dayLength: 8,
      blockSize: 5,
      startTime: '08:00',
    });
    expect(normalizeDayByDay({ dayLength: '3', blockSize: 45, startTime: '07:15' })).toEqual({
      dayLength: 3,
      blockSize: 45,
      startTime: '07:15',
    });
    expect(normalizeDayByDay({ dayLength: 'many' })).toEqual(defaults);
  });

  it('has eight colours, the first a blue as the default, and reads unknown colours as blue', () => {
    expect(BLOCK_COLORS).toHaveLength(8);
    expect(DEFAULT_BLOCK_COLOR).toBe('blue');
    expect(BLOCK_COLORS[0]).toBe('blue');
    expect(toBlockColor('teal')).toBe('teal');
    expect(toBlockColor('#ff0000')).toBe('blue');
  });
});
