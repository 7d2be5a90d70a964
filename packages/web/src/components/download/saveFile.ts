/**
 * Hands a file made in the page to the browser's download manager. The object URL is revoked only
 * after the click has been handled: revoked at once, Chromium may drop the download.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
