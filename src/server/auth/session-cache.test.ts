import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';
import type { SessionRow } from './session-check';

const row = (userId: string, sessionId = `${userId}-s`): SessionRow => ({
  user: {
    id: userId,
    email: `${userId}@example.com`,
    name: userId,
    emailVerified: true,
    twoFactorEnabled: false,
    sessionId,
    member: { id: userId, familyId: userId, role: 'parent', studentId: null },
  },
  expiresAt: Date.now() + 60_000,
});

describe('session cache', () => {
  it('answers until the TTL, the session’s own end or its refresh time, whichever is first', () => {
    const cache = createSessionCache(1000);
    const now = Date.now();
    cache.remember('a', row('u1'), cache.mark(), now + 500);
    cache.remember('b', row('u2'), cache.mark(), now + 60_000);
    expect(cache.get('a', now + 499)?.user.id).toBe('u1');
    expect(cache.get('a', now + 500)).toBeUndefined();
    expect(cache.get('b', now + 900)?.user.id).toBe('u2');
    expect(cache.get('b', now + 1001)).toBeUndefined();
  });

  it('forgets every session of a user, and only theirs', () => {
    const cache = createSessionCache();
    const until = Date.now() + 10_000;
    cache.remember('a1', row('u1'), cache.mark(), until);
    cache.remember('a2', row('u1', 'second'), cache.mark(), until);
    cache.remember('b', row('u2'), cache.mark(), until);
    cache.forgetUser('u1');
    expect(cache.get('a1', Date.now())).toBeUndefined();
    expect(cache.get('a2', Date.now())).toBeUndefined();
    expect(cache.get('b', Date.now())?.user.id).toBe('u2');
  });

  it('does not keep a row read while a revocation came in (the read may predate it)', () => {
    const cache = createSessionCache();
    const mark = cache.mark();
    cache.forgetUser('someone');
    cache.remember('a', row('u1'), mark, Date.now() + 10_000);
    expect(cache.get('a', Date.now())).toBeUndefined();
    cache.remember('a', row('u1'), cache.mark(), Date.now() + 10_000);
    expect(cache.get('a', Date.now())?.user.id).toBe('u1');
    cache.forgetAll();
    expect(cache.size).toBe(0);
  });
});
