const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** A size as people read it: '850 KB', '25 MB', '4.5 GB' (binary units, one decimal below 10). */
export function formatSize(bytes: number): string {
  const [value, unit] =
    bytes >= GB ? [bytes / GB, 'GB'] : bytes >= MB ? [bytes / MB, 'MB'] : [bytes / KB, 'KB'];
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded.toLocaleString('en-US')} ${unit}`;
}
