/**
 * Saves a file the browser downloads, through a temporary link (an export's CSV fetched with the
 * token).
 */
export function saveBlobFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Saves text as a file the browser downloads, through a temporary link (CSV exports: Krypto's
 * results, a chart's data).
 */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  saveBlobFile(new Blob([text], { type }), fileName);
}
