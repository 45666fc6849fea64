import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvNeutralise, csvWrite, type CsvCell } from './csv';

const parse = (text: string, newline: '\r\n' | '\n' = '\r\n') =>
  Papa.parse<string[]>(text, { header: false, delimiter: ',', newline }).data;

/** What a spreadsheet would take for a formula (or a cell split by a leading control character). */
const FORMULA_START = /^(?:[\t\r\n\0]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;

describe('csvWrite', () => {
  it('writes the header and records, CRLF between lines and none after the last', () => {
    expect(
      csvWrite({
        header: ['name', 'value'],
        records: [
          ['Home', 12],
          ['Guide', null],
        ],
      }),
    ).toBe('name,value\r\nHome,12\r\nGuide,');
    expect(csvWrite({ header: ['a'], records: [['x']] }, { newline: '\n' })).toBe('a\nx');
  });

  it('writes a header alone when there are no records', () => {
    expect(csvWrite({ header: ['field', 'value'], records: [] })).toBe('field,value');
  });

  it('neutralises formula cells with a single quote', () => {
    const cells = ['=HYPERLINK("http://evil.test","x")', "+cmd|' /C calc'!A0", '@SUM(A1:A2)', '-1+1'];
    const csv = csvWrite({ header: ['cell'], records: cells.map((cell) => [cell]) });
    expect(parse(csv).slice(1)).toEqual(cells.map((cell) => [`'${cell}`]));
  });

  it('neutralises cells starting with tab, CR, LF or NUL, or a formula after white space', () => {
    for (const cell of ['\t=1+2', '\r=1+2', '\n=1+2', '\0x', '  =1+2', '\u00a0@x', '\uFF1D1+2']) {
      expect(csvNeutralise(cell)).toBe(`'${cell}`);
    }
  });

  it('leaves other text alone, a quote inside or a formula character later on included', () => {
    for (const cell of ['Home', 'a=b', '5-1', "it's", ' x', '', "'=already"]) {
      expect(csvNeutralise(cell)).toBe(cell);
    }
  });

  it('escapes as OWASP shows: quote prefixed, cell quoted, inner quotes doubled', () => {
    expect(csvWrite({ header: ['h'], records: [['=1+2";=1+2'], [`=1+2'" ;,=1+2`]] })).toBe(
      `h\r\n"'=1+2"";=1+2"\r\n"'=1+2'"" ;,=1+2"`,
    );
  });

  it('keeps numbers numbers, negative ones included, but not a negative number sent as text', () => {
    expect(csvWrite({ header: ['n'], records: [[-5], [-0.25], [1e21], ['-5']] }).split('\r\n')).toEqual([
      'n',
      '-5',
      '-0.25',
      '1e+21',
      "'-5",
    ]);
  });

  it('writes a non-finite number as neutralised text', () => {
    expect(csvWrite({ header: ['n'], records: [[-Infinity], [NaN]] }).split('\r\n')).toEqual([
      'n',
      "'-Infinity",
      'NaN',
    ]);
  });

  it('quotes cells a spreadsheet would split or trim', () => {
    expect(
      csvWrite({ header: ['h'], records: [['a;=1+2'], ['a\t=1+2'], [' x'], ['x '], ['a,b']] }).split('\r\n'),
    ).toEqual(['h', '"a;=1+2"', '"a\t=1+2"', '" x"', '"x "', '"a,b"']);
  });

  it('neutralises header cells too', () => {
    expect(csvWrite({ header: ['=x', 'y'], records: [] })).toBe("'=x,y");
  });
});

describe('csvWrite properties', () => {
  // Any text, and text made mostly of the characters that start formulas, split cells or need quotes.
  const text = fc.oneof(
    fc.string({ unit: 'grapheme' }),
    fc.string({
      unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ' ', ',', ';', '"', "'", 'a', '1'),
    }),
  );
  const cell: fc.Arbitrary<CsvCell> = fc.oneof(text, fc.double(), fc.integer(), fc.constant(null));
  const table = fc.record({
    // A real header names its columns; one empty header cell and no records would be an empty file.
    header: fc.array(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 4 }),
    records: fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { maxLength: 6 }),
  });

  it('no cell read back begins a formula unless it is a finite number written as one', () => {
    fc.assert(
      fc.property(table, ({ header, records }) => {
        // Same width on every line, as a real export has, so the parsed grid lines up with the input.
        const width = header.length;
        const rows = records.map((record) => Array.from({ length: width }, (_, i) => record[i] ?? null));
        const parsed = parse(csvWrite({ header, records: rows }));
        expect(parsed).toHaveLength(rows.length + 1);
        [header, ...rows].forEach((row, r) =>
          row.forEach((value, c) => {
            const text = parsed[r]?.[c] ?? '';
            if (typeof value === 'number' && Number.isFinite(value)) {
              expect(Number(text)).toBe(value === 0 ? 0 : value);
            } else {
              expect(text).not.toMatch(FORMULA_START);
            }
          }),
        );
      }),
    );
  });

  it('reads ordinary text back unchanged, and formula text back with one quote in front', () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 5 }), (cells) => {
        const parsed = parse(
          csvWrite({ header: cells.map((_, i) => `c${i}`), records: [cells] }, { newline: '\n' }),
          '\n',
        );
        const expected = cells.map((text) => (FORMULA_START.test(text) ? `'${text}` : text));
        // papaparse reads a line holding one empty cell as a blank line; a wider one reads back whole.
        if (cells.length === 1 && cells[0] === '') return;
        expect(parsed[1]).toEqual(expected);
      }),
    );
  });
});
