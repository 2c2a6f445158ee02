/**
 * An address fit for logs: the first character of the local part, then '***', then the domain
 * ('maya@example.com' → 'm***@example.com'). Anything that is not an address is masked whole.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
