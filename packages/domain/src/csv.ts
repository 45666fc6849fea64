import { stringify } from 'csv-stringify/sync';

/** One CSV cell: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

/** A CSV file's content: its header line and one record per data line, cells in header order. */
export interface CsvTable {
  header: readonly string[];
  records: Iterable<readonly CsvCell[]>;
}

export interface CsvWriteOptions {
  /** Line separator; RFC 4180's CRLF unless a format fixes another. */
  newline?: '\r\n' | '\n';
}

/**
 * Characters that make a spreadsheet (Excel, LibreOffice Calc, Google Sheets, Numbers) read a cell
 * as a formula or split it: OWASP's list (= + - @ tab CR LF), NUL (OWASP ASVS 1.2.10) and the
 * full-width = + - @ that Numbers folds into their ASCII forms.
 */
const CSV_FORMULA_START = /^(?:[\t\r\n\0]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;

/**
 * Cells to quote beyond what RFC 4180 needs (delimiter, quote, line breaks, which csv-stringify
 * quotes itself): a `;` or a tab, which spreadsheets may take as the separator (`;` in many locales,
 * tab in LibreOffice's import), so an unquoted `a;=1+2` would open as two cells, the second a
 * formula; and leading or trailing white space, which spreadsheets trim from unquoted cells.
 */
const CSV_QUOTE_ALSO = /[;\t]|^\s|\s$/u;

/**
 * A text cell made safe to open in a spreadsheet (OWASP "CSV Injection"): a cell that begins with
 * `=`, `+`, `-` or `@` (also after leading white space, or in their full-width forms), or with a
 * tab, carriage return, line feed or NUL, gets a single quote in front, so it is read as text
 * rather than run as a formula. Other text is returned unchanged.
 */
export function csvNeutralise(text: string): string {
  return CSV_FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The table as CSV text, the one CSV writer for every download and export. csv-stringify does the
 * quoting (RFC 4180, and also cells holding `;` or a tab, or starting or ending with white space); every
 * text cell, header included, goes through {@link csvNeutralise}. Numbers are written as numbers,
 * so `-5` stays a number; a non-finite number (`-Infinity`, `NaN`) is written as neutralised text.
 * `null` and `undefined` are empty cells. There is no line break after the last record.
 */
export function csvWrite(table: CsvTable, options: CsvWriteOptions = {}): string {
  return stringify([table.header, ...table.records], { ...csvStringifyOptions(options), eof: false });
}

/**
 * csv-stringify's options for Prism's CSV (quoting and neutralising as {@link csvWrite} says), for
 * the server's streaming exports to write the same cells as every download.
 */
export function csvStringifyOptions(options: CsvWriteOptions = {}) {
  return {
    record_delimiter: options.newline ?? '\r\n',
    quoted_match: CSV_QUOTE_ALSO,
    cast: {
      string: csvNeutralise,
      number: (value: number) => (Number.isFinite(value) ? String(value) : csvNeutralise(String(value))),
    },
  };
}
