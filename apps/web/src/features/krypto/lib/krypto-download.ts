import { kryptoCsvFileName, kryptoCsvSerialize, type KryptoRow } from '@prism/domain';

/** Saves the rows as `krypto_CSV_result_{Month Day}.csv` through a temporary link (spec 000 section 9). */
export function kryptoDownload(rows: readonly KryptoRow[], now: Date = new Date()): void {
  const blob = new Blob([kryptoCsvSerialize(rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = kryptoCsvFileName(now);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
