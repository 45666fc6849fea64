import { kryptoCsvFileName, kryptoCsvSerialize, type KryptoRow } from '@prism/domain';
import { saveTextFile } from '../../../lib/save-file';

/** Saves the rows as `krypto_CSV_result_{Month Day}.csv` (spec 000 section 9). */
export function kryptoDownload(rows: readonly KryptoRow[], now: Date = new Date()): void {
  saveTextFile(kryptoCsvSerialize(rows), kryptoCsvFileName(now));
}
