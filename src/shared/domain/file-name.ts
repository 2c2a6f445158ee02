/** The longest name kept for an uploaded file (in characters, extension included). */
export const MAX_FILE_NAME = 200;

/**
 * An uploaded file's name as the family sees it and downloads it: the last path segment only (no '../', no
 * folders), control and bidirectional-override characters removed, whitespace collapsed, at most MAX_FILE_NAME
 * characters with the extension kept; 'file' when nothing is left. Any script stays ('Łukasz.jpg', '日本.pdf').
 * It is shown and used in Content-Disposition, never as a storage key.
 */
export function cleanFileName(raw: string): string {
  const last = raw.split(/[/\\]/).pop() ?? '';
  const name = last
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!name) return 'file';
  const chars = Array.from(name);
  if (chars.length <= MAX_FILE_NAME) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)).slice(0, 12).join('') : '';
  return chars.slice(0, MAX_FILE_NAME - extension.length).join('') + extension;
}
