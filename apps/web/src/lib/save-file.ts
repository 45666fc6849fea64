/**
 * Saves text as a file the browser downloads, through a temporary link (CSV exports: Krypto's
 * results, a chart's data).
 */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
