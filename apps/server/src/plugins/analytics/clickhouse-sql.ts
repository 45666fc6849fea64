/**
 * ClickHouse 18.16 (Debian's package) has no server-side query parameters, so values are bound
 * here instead: every value becomes a literal that cannot end its quote or change the statement.
 */
export type ChValue = string | number | boolean | null | readonly (string | number)[];

const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\0': '\\0',
};

/** A quoted ClickHouse string literal: backslash, quote and control characters escaped. */
export function chString(value: string): string {
  return `'${value.replace(/[\\'\n\r\t\0]/g, (c) => ESCAPES[c]!)}'`;
}

/** A literal for one bound value; throws on anything that is not a finite number or plain data. */
export function chLiteral(value: ChValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'string') return chString(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot bind ${value} in ClickHouse SQL`);
    return String(value);
  }
  return `[${value.map((item) => chLiteral(item)).join(', ')}]`;
}

/** Replaces `{name}` placeholders with bound literals; a placeholder without a value is an error. */
export function chBind(sql: string, params: Record<string, ChValue>): string {
  return sql.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_match, name: string) => {
    if (!(name in params)) throw new Error(`No value bound for {${name}}`);
    return chLiteral(params[name]!);
  });
}

/** A database or table name: validated, never quoted user input. */
export function chIdentifier(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Not a plain identifier: ${name}`);
  return name;
}
