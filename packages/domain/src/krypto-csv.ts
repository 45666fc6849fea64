import Papa from 'papaparse';
import { csvWrite } from './csv';
import {
  KRYPTO_CSV_HEADER,
  KRYPTO_MAX_CIPHERTEXT_LENGTH,
  KRYPTO_MAX_FIELD_LENGTH,
  KRYPTO_MAX_ROWS,
  type KryptoRow,
} from './krypto';
import { MSG } from './messages';

// The Krypto bulk file's rules, apart from krypto.ts so that what needs only the schemas (the
// operations, the server) does not bring the CSV reader and writer into the web app's first load.

/** The result of checking a bulk file: its data rows, or the spec's message saying what is wrong. */
export type KryptoCsvResult = { ok: true; rows: KryptoRow[] } | { ok: false; message: string };

/**
 * Checks a bulk Krypto file (spec 000 section 5) and parses its data rows with papaparse. In order:
 * empty or header only; no line break; a first line other than exactly `field,value`; more than 500
 * data rows. Rows that do not hold exactly a field and a value, or whose value is too long to
 * encrypt, are refused with the row's line number. CRLF files (MS-DOS CSV) and a UTF-8 byte order
 * mark are accepted; blank lines are ignored.
 */
export function kryptoCsvValidate(text: string): KryptoCsvResult {
  const content = text.replace(/^\uFEFF/, '');
  if (content.trim() === '' || content.trim() === KRYPTO_CSV_HEADER) {
    return { ok: false, message: MSG.kryptoCsvEmpty };
  }
  if (!/\r\n|\n|\r/.test(content)) return { ok: false, message: MSG.kryptoCsvInvalidType };
  const firstLine = content.split(/\r\n|\n|\r/, 1)[0];
  if (firstLine !== KRYPTO_CSV_HEADER) return { ok: false, message: MSG.kryptoCsvInvalidHeaders };

  const parsed = Papa.parse<string[]>(content, { header: false, delimiter: ',', skipEmptyLines: 'greedy' });
  const records = parsed.data.slice(1);
  if (records.length === 0) return { ok: false, message: MSG.kryptoCsvEmpty };
  if (records.length > KRYPTO_MAX_ROWS) return { ok: false, message: MSG.kryptoCsvRowLimit };
  const parseError = parsed.errors[0];
  if (parseError) {
    const where = parseError.row === undefined ? '' : ` in row ${parseError.row}`;
    return { ok: false, message: `Invalid CSV${where}: ${parseError.message}.` };
  }

  const rows: KryptoRow[] = [];
  for (const [index, record] of records.entries()) {
    const row = index + 1;
    if (record.length !== 2) {
      return {
        ok: false,
        message: `Invalid CSV row ${row}: expected 2 columns ("field" and "value"), found ${record.length}.`,
      };
    }
    const [field = '', value = ''] = record;
    if (field.length > KRYPTO_MAX_FIELD_LENGTH) {
      return {
        ok: false,
        message: `Invalid CSV row ${row}: a field name can be at most ${KRYPTO_MAX_FIELD_LENGTH} characters.`,
      };
    }
    if (value.length > KRYPTO_MAX_CIPHERTEXT_LENGTH) {
      return {
        ok: false,
        message: `Invalid CSV row ${row}: a value can be at most ${KRYPTO_MAX_CIPHERTEXT_LENGTH} characters.`,
      };
    }
    rows.push({ field, value });
  }
  return { ok: true, rows };
}

/** True when the file name ends in `.csv` (any case): the only files the upload buttons take. */
export function kryptoCsvFileNameAccepted(name: string): boolean {
  return /\.csv$/i.test(name);
}

/**
 * The rows as a CSV file with the `field,value` header, quoting only where needed and neutralising
 * formula cells (see `csvWrite`): a decrypted value such as `=HYPERLINK(…)` is written `'=HYPERLINK(…)`.
 */
export function kryptoCsvSerialize(rows: readonly KryptoRow[]): string {
  return csvWrite(
    { header: ['field', 'value'], records: rows.map((row) => [row.field, row.value]) },
    { newline: '\n' },
  );
}

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric' });

/** The download name `krypto_CSV_result_{Month Day}.csv`, e.g. `krypto_CSV_result_November 22.csv`. */
export function kryptoCsvFileName(date: Date): string {
  return `krypto_CSV_result_${monthDay.format(date)}.csv`;
}
