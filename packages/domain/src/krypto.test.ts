import { describe, expect, it } from 'vitest';
import {
  KRYPTO_MAX_CIPHERTEXT_LENGTH,
  KRYPTO_MAX_ROWS,
  KRYPTO_MAX_VALUE_LENGTH,
  kryptoDecryptionFailed,
  kryptoLoggedRoles,
  kryptoOperation,
  kryptoSingleValidate,
  kryptoTransformRequestSchema,
  kryptoTransformResponseSchema,
  userAccessLogInputSchema,
} from './krypto';
import {
  kryptoCsvFileName,
  kryptoCsvFileNameAccepted,
  kryptoCsvSerialize,
  kryptoCsvValidate,
} from './krypto-csv';
import { kryptoCsvUploadErrorMessage, MSG } from './messages';

const csv = (...lines: string[]) => lines.join('\n');
const dataRows = (count: number) => Array.from({ length: count }, (_, i) => `account${i},${1000 + i}`);

describe('spec 000 Krypto strings', () => {
  it('are word for word, typos included', () => {
    expect(MSG.kryptoTitle).toBe('Encrypt and Decrypt values');
    expect(MSG.kryptoTitleEncryptOnly).toBe('Encrypt values');
    expect(MSG.kryptoNoPermission).toBe('You do not have permission to use the tool!');
    expect(MSG.kryptoNoDecryptData).toBe('No decrypt data entered.');
    expect(MSG.kryptoNoEncryptData).toBe('No encrypt data entered.');
    expect(MSG.kryptoCsvEmpty).toBe('The CSV file does not contain any data.');
    expect(MSG.kryptoCsvInvalidType).toBe(
      'Invalid CSV File Type. Expected "Comma Seperated Values (.csv) or MS-DOS Comma Seperated (.csv)"',
    );
    expect(MSG.kryptoCsvInvalidHeaders).toBe('Invalid CSV column headers. Expected "field" and "value".');
    expect(MSG.kryptoCsvRowLimit).toBe(
      'Exceeded CSV row limit. There cannot be more than 500 rows (excluding column headers).',
    );
    expect(MSG.kryptoDecryptionFailedMarker).toBe('Spec Guide decryption failed');
    expect(MSG.kryptoDecryptionFailed).toBe('Decryption Failed');
    expect(MSG.userUpdateFailed).toBe('User update failed');
  });

  it('prefixes bulk errors for the toast', () => {
    expect(kryptoCsvUploadErrorMessage(MSG.kryptoCsvEmpty)).toBe(
      'CSV Upload Error: The CSV file does not contain any data.',
    );
  });
});

describe('kryptoCsvValidate', () => {
  it('returns the data rows of a well-formed file', () => {
    expect(kryptoCsvValidate(csv('field,value', 'accountNumber,8245100012345678', 'pin,0042'))).toEqual({
      ok: true,
      rows: [
        { field: 'accountNumber', value: '8245100012345678' },
        { field: 'pin', value: '0042' },
      ],
    });
  });

  it('reads quoted values with commas, quotes and line breaks', () => {
    expect(kryptoCsvValidate('field,value\nname,"Doe, ""JJ""\nJr"\n')).toEqual({
      ok: true,
      rows: [{ field: 'name', value: 'Doe, "JJ"\nJr' }],
    });
  });

  it('accepts MS-DOS line breaks, a byte order mark, blank lines and empty values', () => {
    expect(kryptoCsvValidate('\uFEFFfield,value\r\na,1\r\n\r\nb,\r\n')).toEqual({
      ok: true,
      rows: [
        { field: 'a', value: '1' },
        { field: 'b', value: '' },
      ],
    });
  });

  it.each([
    ['an empty file', ''],
    ['blank lines only', '\n\n  \n'],
    ['the header alone', 'field,value'],
    ['the header and a line break', 'field,value\n'],
    ['the header and blank lines', 'field,value\r\n\r\n'],
  ])('refuses %s: no data', (_name, text) => {
    expect(kryptoCsvValidate(text)).toEqual({ ok: false, message: MSG.kryptoCsvEmpty });
  });

  it('refuses a file without a line break: not a CSV file', () => {
    expect(kryptoCsvValidate('field;value account;123')).toEqual({
      ok: false,
      message: MSG.kryptoCsvInvalidType,
    });
  });

  it.each([
    ['other names', 'name,data'],
    ['upper case', 'Field,Value'],
    ['spaces', 'field, value'],
    ['a third column', 'field,value,comment'],
    ['quotes', '"field","value"'],
    ['semicolons', 'field;value'],
  ])('refuses a header with %s', (_name, header) => {
    expect(kryptoCsvValidate(csv(header, 'a,1'))).toEqual({
      ok: false,
      message: MSG.kryptoCsvInvalidHeaders,
    });
  });

  it('takes exactly 500 data rows (501 lines with the header)', () => {
    const result = kryptoCsvValidate(csv('field,value', ...dataRows(KRYPTO_MAX_ROWS)));
    expect(result.ok && result.rows).toHaveLength(500);
  });

  it('refuses 501 data rows', () => {
    expect(kryptoCsvValidate(csv('field,value', ...dataRows(KRYPTO_MAX_ROWS + 1)))).toEqual({
      ok: false,
      message: MSG.kryptoCsvRowLimit,
    });
  });

  it('refuses a row without exactly a field and a value, naming the row', () => {
    expect(kryptoCsvValidate(csv('field,value', 'a,1', 'b'))).toEqual({
      ok: false,
      message: 'Invalid CSV row 2: expected 2 columns ("field" and "value"), found 1.',
    });
    expect(kryptoCsvValidate(csv('field,value', 'a,1,2'))).toEqual({
      ok: false,
      message: 'Invalid CSV row 1: expected 2 columns ("field" and "value"), found 3.',
    });
  });

  it('refuses an unterminated quote', () => {
    const result = kryptoCsvValidate('field,value\na,"open\n');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^Invalid CSV in row 1: .*quote/i);
  });

  it('refuses a value longer than any ciphertext', () => {
    expect(
      kryptoCsvValidate(csv('field,value', `a,${'x'.repeat(KRYPTO_MAX_CIPHERTEXT_LENGTH + 1)}`)),
    ).toEqual({
      ok: false,
      message: `Invalid CSV row 1: a value can be at most ${KRYPTO_MAX_CIPHERTEXT_LENGTH} characters.`,
    });
  });
});

describe('kryptoCsvSerialize', () => {
  it('writes the header and quotes only where needed, and reads back the same rows', () => {
    const rows = [
      { field: 'a', value: 'k1.abc-_' },
      { field: 'b', value: 'x, "y"' },
    ];
    const text = kryptoCsvSerialize(rows);
    expect(text).toBe('field,value\na,k1.abc-_\nb,"x, ""y"""');
    expect(kryptoCsvValidate(text)).toEqual({ ok: true, rows });
  });

  it('writes decrypted values and field names that look like formulas as text', () => {
    const text = kryptoCsvSerialize([
      { field: 'link', value: '=HYPERLINK("http://evil.test","open")' },
      { field: '+cmd', value: '-1+1' },
      { field: 'sum', value: '@SUM(A1:A9)' },
      { field: 'tab', value: '\t=1+2' },
    ]);
    expect(kryptoCsvValidate(text)).toEqual({
      ok: true,
      rows: [
        { field: 'link', value: `'=HYPERLINK("http://evil.test","open")` },
        { field: "'+cmd", value: "'-1+1" },
        { field: 'sum', value: "'@SUM(A1:A9)" },
        { field: 'tab', value: "'\t=1+2" },
      ],
    });
  });
});

describe('kryptoCsvFileName', () => {
  it('is krypto_CSV_result_{Month Day}.csv', () => {
    expect(kryptoCsvFileName(new Date(2026, 10, 22, 9, 30))).toBe('krypto_CSV_result_November 22.csv');
    expect(kryptoCsvFileName(new Date(2027, 0, 3))).toBe('krypto_CSV_result_January 3.csv');
  });
});

describe('kryptoCsvFileNameAccepted', () => {
  it('takes .csv files only', () => {
    expect(kryptoCsvFileNameAccepted('accounts.csv')).toBe(true);
    expect(kryptoCsvFileNameAccepted('ACCOUNTS.CSV')).toBe(true);
    expect(kryptoCsvFileNameAccepted('accounts.xlsx')).toBe(false);
    expect(kryptoCsvFileNameAccepted('accounts.csv.txt')).toBe(false);
  });
});

describe('kryptoSingleValidate', () => {
  it('asks for input on each side', () => {
    expect(kryptoSingleValidate('decrypt', '')).toBe('No decrypt data entered.');
    expect(kryptoSingleValidate('encrypt', '   ')).toBe('No encrypt data entered.');
  });
  it('accepts a value up to the limit and refuses a longer one', () => {
    expect(kryptoSingleValidate('encrypt', 'x'.repeat(KRYPTO_MAX_VALUE_LENGTH))).toBeNull();
    expect(kryptoSingleValidate('encrypt', 'x'.repeat(KRYPTO_MAX_VALUE_LENGTH + 1))).toBe(
      'A value to encrypt can be at most 1000 characters.',
    );
    expect(kryptoSingleValidate('decrypt', 'k1.abc')).toBeNull();
  });
});

describe('kryptoTransformRequestSchema', () => {
  const rows = (count: number, value = 'v') => Array.from({ length: count }, () => ({ field: 'f', value }));

  it('accepts rows and a crypting method', () => {
    expect(kryptoTransformRequestSchema.parse({ data: rows(2), cryptingMethod: 'encrypt' })).toEqual({
      data: rows(2),
      cryptingMethod: 'encrypt',
    });
  });

  it.each([
    ['no rows', { data: [], cryptingMethod: 'encrypt' }, 'must hold at least one row'],
    ['too many rows', { data: rows(501), cryptingMethod: 'encrypt' }, 'at most 500 rows per request'],
    ['an unknown method', { data: rows(1), cryptingMethod: 'hash' }, 'Invalid option'],
    ['a row without value', { data: [{ field: 'f' }], cryptingMethod: 'decrypt' }, 'expected string'],
    [
      'a plaintext over 1000 characters',
      { data: rows(1, 'x'.repeat(1001)), cryptingMethod: 'encrypt' },
      'a value to encrypt can be at most 1000 characters',
    ],
    [
      'a ciphertext over the ciphertext limit',
      { data: rows(1, 'x'.repeat(KRYPTO_MAX_CIPHERTEXT_LENGTH + 1)), cryptingMethod: 'decrypt' },
      `a value to decrypt can be at most ${KRYPTO_MAX_CIPHERTEXT_LENGTH} characters`,
    ],
  ])('refuses %s', (_name, input, message) => {
    const result = kryptoTransformRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });

  it('allows a ciphertext longer than the plaintext limit', () => {
    expect(
      kryptoTransformRequestSchema.safeParse({ data: rows(1, 'x'.repeat(4000)), cryptingMethod: 'decrypt' })
        .success,
    ).toBe(true);
  });

  it('reads responses as rows', () => {
    expect(kryptoTransformResponseSchema.safeParse([{ field: 'f', value: 'v' }]).success).toBe(true);
    expect(kryptoTransformResponseSchema.safeParse([{ field: 'f' }]).success).toBe(false);
  });
});

describe('the access log', () => {
  it('names operations by kind and method', () => {
    expect(kryptoOperation('single', 'encrypt')).toBe('single-encrypt');
    expect(kryptoOperation('bulk', 'decrypt')).toBe('bulk-decrypt');
  });

  it('accepts a krypto entry and refuses other tools or operations', () => {
    const entry = { tool: { name: 'krypto', operations: ['bulk-decrypt'] }, roles: ['transformer-decrypt'] };
    expect(userAccessLogInputSchema.parse(entry)).toEqual(entry);
    expect(
      userAccessLogInputSchema.safeParse({ ...entry, tool: { name: 'volt', operations: [] } }).success,
    ).toBe(false);
    expect(
      userAccessLogInputSchema.safeParse({ ...entry, tool: { name: 'krypto', operations: ['decrypt'] } })
        .success,
    ).toBe(false);
  });

  it('logs the roles containing "transformer"', () => {
    expect(kryptoLoggedRoles(['prism-basic', 'transformer_access', 'TRANSFORMER-decrypt-bulk'])).toEqual([
      'transformer_access',
      'TRANSFORMER-decrypt-bulk',
    ]);
  });
});

describe('kryptoDecryptionFailed', () => {
  it('spots the server marker in any row', () => {
    expect(kryptoDecryptionFailed([{ field: 'a', value: '1' }])).toBe(false);
    expect(
      kryptoDecryptionFailed([
        { field: 'a', value: '1' },
        { field: 'b', value: 'Spec Guide decryption failed' },
      ]),
    ).toBe(true);
  });
});
