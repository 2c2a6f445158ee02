/**
 * Saves bytes the page holds as a download with this name (a made file, a PDF fetched to show its progress):
 * through a temporary link, its address released once the browser has taken it.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
