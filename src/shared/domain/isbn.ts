/**
 * ISBNs of the reading log: 10 or 13 digits (an ISBN-10 may end in X), hyphens and spaces allowed,
 * checked by their check digit. Stored as the digits alone.
 */

/** The ISBN's digits (and a final X) without hyphens or spaces; null unless it has the shape of an ISBN. */
export function isbnDigits(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{9}[\dX]$/.test(compact) || /^\d{13}$/.test(compact)) return compact;
  return null;
}

/** True for a valid ISBN-10 or ISBN-13 (check digit right). */
export function isValidIsbn(value: string): boolean {
  const digits = isbnDigits(value);
  if (!digits) return false;
  if (digits.length === 10) {
    let sum = 0;
    for (let i = 0; i < 10; i++) {
      const c = digits[i]!;
      const n = c === 'X' ? 10 : Number(c);
      sum += n * (10 - i);
    }
    return sum % 11 === 0;
  }
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return sum % 10 === 0;
}
