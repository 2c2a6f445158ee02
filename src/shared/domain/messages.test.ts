import { describe, expect, it } from 'vitest';
import {
  dayOfYear,
  decodeMessage,
  messageLength,
  messageOfTheDay,
  sanitizeMessage,
  withBannerMessage,
} from './messages';

describe('sanitizeMessage', () => {
  it('strips angle brackets and quotes and escapes ampersands', () => {
    expect(sanitizeMessage('<script>alert("hi")</script>')).toBe('scriptalert(hi)/script');
    expect(sanitizeMessage(`It's "great" & fun`)).toBe('Its great &amp; fun');
  });

  it('trims and is idempotent, so a stored message saved again is not escaped twice', () => {
    expect(sanitizeMessage('  Read & write  ')).toBe('Read &amp; write');
    expect(sanitizeMessage(sanitizeMessage('A & B && C'))).toBe('A &amp; B &amp;&amp; C');
  });

  it('decodes for display and counts the visible length', () => {
    expect(decodeMessage('Read &amp; write')).toBe('Read & write');
    expect(messageLength('&amp;&amp;')).toBe(2);
  });
});

describe('messageOfTheDay', () => {
  it('numbers days of the year from 1, leap years included', () => {
    expect(dayOfYear('2026-01-01')).toBe(1);
    expect(dayOfYear('2026-12-31')).toBe(365);
    expect(dayOfYear('2024-12-31')).toBe(366);
    expect(dayOfYear('2024-03-01')).toBe(61);
  });

  it('returns null when every row is blank', () => {
    expect(messageOfTheDay(['', '   '], '2026-05-04')).toBeNull();
    expect(messageOfTheDay([], '2026-05-04')).toBeNull();
  });

  it('rotates by day of year among the non-blank rows only', () => {
    const rows = ['First', '', 'Second', '  ', 'Third'];
    expect(messageOfTheDay(rows, '2026-01-01')).toEqual({ index: 2, text: 'Second' }); // day 1 % 3 = 1
    expect(messageOfTheDay(rows, '2026-01-02')).toEqual({ index: 4, text: 'Third' });
    expect(messageOfTheDay(rows, '2026-01-03')).toEqual({ index: 0, text: 'First' });
    expect(messageOfTheDay(['', 'Only one'], '2026-07-19')).toEqual({ index: 1, text: 'Only one' });
  });
});

describe('withBannerMessage', () => {
  it("replaces today's shown row and keeps the others as the person sees them", () => {
    expect(withBannerMessage(['A &amp; B', 'Old', ''], 1, ' New ')).toEqual(['A & B', 'New', '']);
  });

  it('writes the first row when the banner showed the default message', () => {
    expect(withBannerMessage(['', ''], null, 'Hello')).toEqual(['Hello', '']);
    expect(withBannerMessage([], null, 'Hello')).toEqual(['Hello']);
  });
});
