import { describe, expect, it } from 'vitest';
import { addDaysIso, weekdayOf } from './dates';
import {
  achievementFacts,
  gameState,
  gameStateFromRead,
  recentFrom,
  recentStreak,
  unrecordedAchievements,
  type GameFacts,
  type GameRead,
} from './game-state';

const noFacts: GameFacts = {
  completedTasks: 0,
  aPlusAssignments: 0,
  learnedTopics: 0,
  presentDates: [],
  presentSchoolDaysByMonth: [],
};
const read = (over: Partial<GameRead> = {}, facts: Partial<GameFacts> = {}): GameRead => ({
  xp: 0,
  level: 0,
  today: '2026-11-18', // a Wednesday
  unlocked: new Map(),
  ...over,
  facts: { ...noFacts, ...facts },
});

/** The `count` school days (Mon–Fri) up to and including `last`, ascending. */
const schoolDaysUpTo = (last: string, count: number) => {
  const days: string[] = [];
  for (let d = last; days.length < count; d = addDaysIso(d, -1))
    if (weekdayOf(d) >= 1 && weekdayOf(d) <= 5) days.unshift(d);
  return days;
};

const achievement = (state: { achievements: { id: string }[] }, id: string) =>
  state.achievements.find((a) => a.id === id);

describe('game state', () => {
  it('reads the current streak from the 120 days before today', () => {
    expect(recentFrom('2026-11-18')).toBe('2026-07-21');
  });

  it('judges Perfect Month by the counts of an ended month, and keeps it once unlocked', () => {
    // October 2026 has 22 school days.
    const counts = { presentSchoolDaysByMonth: [{ month: '2026-10', days: 22 }] };
    expect(achievementFacts(read({}, counts)).perfectMonth).toBe(true);
    expect(
      achievementFacts(read({}, { presentSchoolDaysByMonth: [{ month: '2026-10', days: 21 }] })).perfectMonth,
    ).toBe(false);
    expect(achievementFacts(read({ today: '2026-10-31' }, counts)).perfectMonth).toBe(false);
    expect(
      achievementFacts(read({ unlocked: new Map([['perfect-month', '2026-01-01T00:00:00.000Z']]) }))
        .perfectMonth,
    ).toBe(true);
    expect(achievementFacts(read({ level: 3 }))).toMatchObject({ level: 3, today: '2026-11-18' });
  });

  it('names the achievements the facts earn that are not recorded yet', () => {
    const facts = achievementFacts(read({ level: 10 }, { completedTasks: 1 }));
    expect(unrecordedAchievements(facts, new Map())).toEqual(['first-steps', 'scholar']);
    expect(unrecordedAchievements(facts, new Map([['first-steps', 'x']]))).toEqual(['scholar']);
  });

  it('counts a recent streak exactly, and leaves a streak of 80 school days or more to the whole history', () => {
    const today = '2026-11-18';
    expect(recentStreak(achievementFacts(read({ today }, { presentDates: schoolDaysUpTo(today, 79) })))).toBe(
      79,
    );
    expect(
      recentStreak(achievementFacts(read({ today }, { presentDates: schoolDaysUpTo(today, 80) }))),
    ).toBeUndefined();
  });

  it('shows xp, level, streak and every achievement with its progress; an unlocked one is full and dated', () => {
    const unlocked = new Map([['grade-master', '2026-03-01T10:00:00.000Z']]);
    const state = gameStateFromRead(
      read(
        { xp: 230, level: 2, unlocked },
        { learnedTopics: 12, presentDates: schoolDaysUpTo('2026-11-17', 3), aPlusAssignments: 0 },
      ),
    )!;
    expect(state).toMatchObject({ xp: 230, level: 2, xpToNextLevel: 70, currentStreak: 3 });
    expect(state.achievements.map((a) => a.id)).toEqual([
      'first-steps',
      'study-streak',
      'grade-master',
      'scholar',
      'perfect-month',
      'knowledge-seeker',
    ]);
    expect(achievement(state, 'grade-master')).toMatchObject({
      unlocked: true,
      unlockedAt: '2026-03-01T10:00:00.000Z',
      progress: { current: 5, target: 5 },
    });
    expect(achievement(state, 'knowledge-seeker')).toMatchObject({
      unlocked: false,
      unlockedAt: null,
      progress: { current: 12, target: 50 },
    });
    expect(achievement(state, 'study-streak')).toMatchObject({
      unlocked: false,
      progress: { current: 3, target: 7 },
    });
    expect(achievement(state, 'scholar')).toMatchObject({ progress: { current: 2, target: 10 } });
  });

  it('takes more than the read when an achievement is to be recorded or the streak may be longer', () => {
    expect(gameStateFromRead(read({}, { completedTasks: 1 }))).toBeUndefined();
    expect(
      gameStateFromRead(read({ unlocked: new Map([['first-steps', 'x']]) }, { completedTasks: 1 })),
    ).toBeDefined();
    const long = read(
      { unlocked: new Map([['study-streak', 'x']]) },
      { presentDates: schoolDaysUpTo('2026-11-18', 100) },
    );
    expect(gameStateFromRead(long)).toBeUndefined();
  });

  it('builds the same state from facts and a streak counted elsewhere', () => {
    const r = read({ xp: 40 }, { learnedTopics: 2 });
    expect(
      gameState({ xp: 40, level: 0, unlocked: r.unlocked, facts: achievementFacts(r), currentStreak: 0 }),
    ).toEqual(gameStateFromRead(r));
  });
});
