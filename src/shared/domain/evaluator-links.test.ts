import { describe, expect, it } from 'vitest';
import { evaluatorLinkStatus, linkExpiry } from './evaluator-links';

describe('evaluator links', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');

  it('expires the given number of whole days after it is made', () => {
    expect(linkExpiry(now, 30)).toBe('2026-12-23T12:00:00.000Z');
    expect(linkExpiry(now, 1)).toBe('2026-11-24T12:00:00.000Z');
    // Across a leap day.
    expect(linkExpiry(new Date('2028-02-28T00:00:00.000Z'), 2)).toBe('2028-03-01T00:00:00.000Z');
  });

  it('is active until its expiry, expired from that instant, and revoked whenever revoked', () => {
    expect(evaluatorLinkStatus({ expiresAt: '2026-11-23T12:00:00.001Z', revokedAt: null }, now)).toBe(
      'active',
    );
    expect(evaluatorLinkStatus({ expiresAt: '2026-11-23T12:00:00.000Z', revokedAt: null }, now)).toBe(
      'expired',
    );
    expect(
      evaluatorLinkStatus(
        { expiresAt: '2027-01-01T00:00:00.000Z', revokedAt: '2026-11-20T00:00:00.000Z' },
        now,
      ),
    ).toBe('revoked');
    expect(
      evaluatorLinkStatus(
        { expiresAt: '2026-01-01T00:00:00.000Z', revokedAt: '2026-11-20T00:00:00.000Z' },
        now,
      ),
    ).toBe('revoked');
  });
});
