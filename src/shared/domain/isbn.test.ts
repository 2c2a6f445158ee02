import { describe, expect, it } from 'vitest';
import { isValidIsbn, isbnDigits } from './isbn';

describe('ISBN', () => {
  it('accepts valid ISBN-13s and ISBN-10s, with hyphens or spaces', () => {
    expect(isValidIsbn('978-0-306-40615-7')).toBe(true);
    expect(isValidIsbn('9780306406157')).toBe(true);
    expect(isValidIsbn('0-306-40615-2')).toBe(true);
    expect(isValidIsbn('0 306 40615 2')).toBe(true);
    // An ISBN-10 whose check digit is 10 ends in X.
    expect(isValidIsbn('0-8044-2957-X')).toBe(true);
    expect(isValidIsbn('080442957x')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length, letters and an X anywhere but last', () => {
    expect(isValidIsbn('978-0-306-40615-8')).toBe(false);
    expect(isValidIsbn('0-306-40615-3')).toBe(false);
    expect(isValidIsbn('97803064061')).toBe(false);
    expect(isValidIsbn('97803064061570')).toBe(false);
    expect(isValidIsbn('X306406152')).toBe(false);
    expect(isValidIsbn('978030640615X')).toBe(false);
    expect(isValidIsbn('abc')).toBe(false);
    expect(isValidIsbn('')).toBe(false);
  });

  it('keeps the digits alone', () => {
    expect(isbnDigits('978-0-306-40615-7')).toBe('9780306406157');
    expect(isbnDigits('0-8044-2957-x')).toBe('080442957X');
    expect(isbnDigits('12')).toBeNull();
  });
});
