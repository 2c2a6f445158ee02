import { describe, expect, it } from 'vitest';
import {
  CHOICE_STORAGE_KEY,
  offersAllChildren,
  readAnyRememberedChoice,
  readRememberedChoice,
  rememberChoice,
  resolveChildChoice,
  type ChoiceStorage,
} from './current-child-choice';

const one = [{ id: 'a' }];
const two = [{ id: 'a' }, { id: 'b' }];

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('resolveChildChoice', () => {
  it('has no choice without children', () => {
    expect(resolveChildChoice([], 'a')).toBeNull();
    expect(resolveChildChoice([], null)).toBeNull();
  });

  it('keeps a remembered child that is still in the family', () => {
    expect(resolveChildChoice(two, 'b')).toBe('b');
  });

  it('falls back to the first child when nothing is remembered or the child is gone', () => {
    expect(resolveChildChoice(two, null)).toBe('a');
    expect(resolveChildChoice(two, 'removed')).toBe('a');
    expect(resolveChildChoice(two, '')).toBe('a');
  });

  it("keeps 'all' only while the family has two or more children", () => {
    expect(resolveChildChoice(two, 'all')).toBe('all');
    expect(resolveChildChoice(one, 'all')).toBe('a');
  });

  it("offers 'All children' from two children on", () => {
    expect(offersAllChildren(0)).toBe(false);
    expect(offersAllChildren(1)).toBe(false);
    expect(offersAllChildren(2)).toBe(true);
  });
});

describe('remembered choice', () => {
  const key = CHOICE_STORAGE_KEY;
  const by = (userId: string, choice: string) => JSON.stringify({ userId, choice });

  it("prefers this tab's choice over the browser's", () => {
    const storage: ChoiceStorage = {
      session: memoryStorage({ [key]: by('u1', 'b') }),
      local: memoryStorage({ [key]: by('u1', 'a') }),
    };
    expect(readRememberedChoice(storage, 'u1')).toBe('b');
  });

  it("starts a new tab with the browser's latest choice", () => {
    const storage: ChoiceStorage = {
      session: memoryStorage(),
      local: memoryStorage({ [key]: by('u1', 'all') }),
    };
    expect(readRememberedChoice(storage, 'u1')).toBe('all');
  });

  it('is remembered per account', () => {
    const storage: ChoiceStorage = {
      session: memoryStorage({ [key]: by('u1', 'b') }),
      local: memoryStorage({ [key]: by('u2', 'c') }),
    };
    expect(readRememberedChoice(storage, 'u2')).toBe('c');
    expect(readRememberedChoice(storage, 'u3')).toBeNull();
    // A guess for prefetching before the account is known: whatever this tab chose last.
    expect(readAnyRememberedChoice(storage)).toBe('b');
  });

  it('ignores a value it did not write', () => {
    expect(
      readRememberedChoice(
        { session: memoryStorage({ [key]: 'b' }), local: memoryStorage({ [key]: '{"userId":1}' }) },
        'u1',
      ),
    ).toBeNull();
  });

  it('writes both the tab and the browser', () => {
    const session = memoryStorage();
    const local = memoryStorage();
    rememberChoice({ session, local }, 'u1', 'b');
    expect(readRememberedChoice({ session, local: null }, 'u1')).toBe('b');
    expect(readRememberedChoice({ session: null, local }, 'u1')).toBe('b');
  });

  it('survives storage that throws or is missing', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readRememberedChoice({ session: broken, local: broken }, 'u1')).toBeNull();
    expect(() => rememberChoice({ session: broken, local: null }, 'u1', 'a')).not.toThrow();
    expect(
      readRememberedChoice({ session: null, local: memoryStorage({ [key]: by('u1', 'a') }) }, 'u1'),
    ).toBe('a');
  });
});
