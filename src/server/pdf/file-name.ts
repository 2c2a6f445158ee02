/**
 * A record PDF's file name from its kind and words (the child's name, the year): 'reading-log-ada-2026-2027.pdf'.
 * ASCII letters, digits and hyphens only, so it sits safely in a `content-disposition` header.
 */
export function pdfFileName(kind: string, ...words: string[]): string {
  const slug = words
    .join(' ')
    .normalize('NFKD')
    .replace(/[–—]/g, '-')
    .replace(/[^A-Za-z0-9\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${kind}${slug ? `-${slug}` : ''}.pdf`;
}
