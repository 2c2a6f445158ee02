/**
 * Which child the app shows: the choice remembered per tab (sessionStorage, so two tabs can differ and a
 * reload keeps it) and per browser (localStorage, what a new tab starts with), resolved against the
 * family's children as they are now. Pure apart from the storage passed in, so it is unit-tested.
 */

/** A child's id, or 'all' for the 'All children' overview. */
export type ChildChoice = string | 'all';

export const ALL_CHILDREN = 'all' as const;

/** 'All children' is offered from two children on. */
export const offersAllChildren = (childCount: number): boolean => childCount >= 2;

/**
 * The choice to show: the remembered one while it is still one of the children ('all' while the family has
 * two or more), otherwise the first child; null for a family without children yet.
 */
export function resolveChildChoice(
  children: readonly { id: string }[],
  remembered: string | null,
): ChildChoice | null {
  const first = children[0];
  if (!first) return null;
  if (remembered === ALL_CHILDREN) return offersAllChildren(children.length) ? ALL_CHILDREN : first.id;
  return children.some((c) => c.id === remembered) ? remembered! : first.id;
}

/** The two storages the choice lives in (the window's, or fakes in tests). */
export interface ChoiceStorage {
  session: Pick<Storage, 'getItem' | 'setItem'> | null;
  local: Pick<Storage, 'getItem' | 'setItem'> | null;
}

/** One key for every account, with the account in the value: a page load can guess the child before `me` arrives. */
export const CHOICE_STORAGE_KEY = 'homeschool:current-child';

interface Stored {
  userId: string;
  choice: string;
}

function attempt<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    // Storage can be unavailable (private mode, a full quota): the choice then lasts for the page only.
    return fallback;
  }
}

function readStored(store: ChoiceStorage['session']): Stored | null {
  const raw = attempt(() => store?.getItem(CHOICE_STORAGE_KEY) ?? null, null);
  if (!raw) return null;
  const value = attempt(() => JSON.parse(raw) as unknown, null);
  if (!value || typeof value !== 'object') return null;
  const { userId, choice } = value as Partial<Stored>;
  return typeof userId === 'string' && typeof choice === 'string' ? { userId, choice } : null;
}

/** This tab's choice, or else the browser's latest (a new tab); only a choice made by this account. */
export function readRememberedChoice(storage: ChoiceStorage, userId: string): string | null {
  for (const store of [storage.session, storage.local]) {
    const stored = readStored(store);
    if (stored?.userId === userId) return stored.choice;
  }
  return null;
}

/** The choice this tab (or else the browser) last made, whoever made it: a guess for prefetching only. */
export function readAnyRememberedChoice(storage: ChoiceStorage): string | null {
  return (readStored(storage.session) ?? readStored(storage.local))?.choice ?? null;
}

export function rememberChoice(storage: ChoiceStorage, userId: string, choice: ChildChoice): void {
  const value = JSON.stringify({ userId, choice } satisfies Stored);
  attempt(() => storage.session?.setItem(CHOICE_STORAGE_KEY, value), undefined);
  attempt(() => storage.local?.setItem(CHOICE_STORAGE_KEY, value), undefined);
}

/** The window's storages (none during prerendering). */
export function windowChoiceStorage(): ChoiceStorage {
  if (typeof window === 'undefined') return { session: null, local: null };
  return {
    session: attempt(() => window.sessionStorage, null),
    local: attempt(() => window.localStorage, null),
  };
}

/**
 * The choice a page load will most likely show, for a loader that prefetches before the shell renders:
 * resolved against the family when `me` is already known, else the last choice made in this tab or browser.
 */
export function likelyChoice(
  me: { user: { id: string }; students: readonly { id: string }[] } | null | undefined,
): ChildChoice | null {
  const storage = windowChoiceStorage();
  if (me) return resolveChildChoice(me.students, readRememberedChoice(storage, me.user.id));
  return readAnyRememberedChoice(storage);
}
