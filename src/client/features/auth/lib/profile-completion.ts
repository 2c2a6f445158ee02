import type { Me } from '@shared/schemas/profile';

export const COMPLETE_PROFILE_PATH = '/sign-up/google/complete';
const promptedKey = (userId: string) => `homeschool:profile-completion-prompted:${userId}`;

/** A provider sign-up whose family has no child yet (the child's name and age complete the profile). */
export function needsProfileCompletion(me: Me | null | undefined): me is Me {
  return !!me && me.user.provider !== 'email' && me.students.length === 0;
}

function wasPrompted(userId: string): boolean {
  try {
    return window.sessionStorage.getItem(promptedKey(userId)) !== null;
  } catch {
    return false;
  }
}

/** Remembered for the browser session, so the guard sends a person to the completion page only once. */
export function markProfileCompletionPrompted(userId: string): void {
  try {
    window.sessionStorage.setItem(promptedKey(userId), '1');
  } catch {
    // Storage can be unavailable (private mode); the guard then prompts again, which is harmless.
  }
}

/** The global guard: on / or a /sign-* page, an incomplete provider sign-up goes to the completion page once. */
export function shouldSendToProfileCompletion(me: Me | null | undefined, pathname: string): boolean {
  if (!needsProfileCompletion(me)) return false;
  const guarded = pathname === '/' || (pathname.startsWith('/sign-') && pathname !== COMPLETE_PROFILE_PATH);
  return guarded && !wasPrompted(me.user.id);
}
