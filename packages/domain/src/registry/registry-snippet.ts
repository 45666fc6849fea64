import type { CodeLanguage, EventCase, EventCaseCondition, EventType, FieldDefinition } from './registry';

/**
 * The instrumentation snippet of an event case (issue 19, the schema and event-case pages): the
 * call an application makes to send the case's event, in the application's language, with the
 * case id, the type's required fields and the values the case's conditions ask for filled in, and
 * typed placeholders where the app must supply the value itself.
 */

/** The languages a snippet is offered in, in the order a picker lists them. */
export const SNIPPET_LANGUAGES = [
  'JAVASCRIPT',
  'BRIGHTSCRIPT',
  'C_SHARP',
  'KOTLIN',
  'SWIFT',
] as const satisfies readonly CodeLanguage[];

/** How each code language is named to people. */
export const CODE_LANGUAGE_LABELS: Readonly<Record<CodeLanguage, string>> = {
  JAVASCRIPT: 'JavaScript',
  BRIGHTSCRIPT: 'BrightScript',
  C_SHARP: 'C#',
  KOTLIN: 'Kotlin',
  SWIFT: 'Swift',
  JSON: 'JSON',
};

/** One value of the snippet: a literal to send, or a placeholder the app fills in. */
type SnippetValue =
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'list'; values: string[] }
  | { kind: 'placeholder'; field: FieldDefinition | undefined; name: string };

/** One line of the snippet's payload, with what a reader should know about it. */
interface SnippetEntry {
  name: string;
  value: SnippetValue;
  note?: string;
}

const NUMERIC = new Set(['int', 'long', 'double']);

/** A condition's value as its field's type sends it (a number stays a number when it reads as one). */
function literalOf(field: FieldDefinition | undefined, raw: string): SnippetValue {
  const type = field?.dataType;
  if (type && NUMERIC.has(type) && /^-?\d+(\.\d+)?$/.test(raw)) return { kind: 'number', value: raw };
  if (type === 'boolean' && (raw === 'true' || raw === 'false'))
    return { kind: 'boolean', value: raw === 'true' };
  if (type === 'array') return { kind: 'list', values: [raw] };
  return { kind: 'text', value: raw };
}

/** What a placeholder must hold: its type, and an enum's values. */
function placeholderNote(field: FieldDefinition | undefined): string {
  if (!field) return 'not a defined field';
  return field.kind === 'ENUM' ? `${field.dataType}, one of ${field.values.join(', ')}` : field.dataType;
}

/** The entry a condition asks for: its value filled in, or a placeholder saying what the value must be. */
function conditionEntry(
  condition: EventCaseCondition,
  field: FieldDefinition | undefined,
): SnippetEntry | null {
  const { values, operator } = condition;
  const placeholder: SnippetValue = { kind: 'placeholder', field, name: condition.field };
  const allowed = field?.kind === 'ENUM' ? field.values.filter((value) => !values.includes(value)) : [];
  switch (operator) {
    case 'IS':
      return { name: condition.field, value: literalOf(field, values[0] ?? '') };
    case 'IS_ONE_OF':
      return {
        name: condition.field,
        value: literalOf(field, values[0] ?? ''),
        ...(values.length > 1 ? { note: `or one of ${values.slice(1).join(', ')}` } : {}),
      };
    case 'IS_ALL_OF':
      return {
        name: condition.field,
        value:
          field?.dataType === 'array'
            ? { kind: 'list', values: [...values] }
            : literalOf(field, values[0] ?? ''),
      };
    case 'DOES_NOT_EXIST':
      return null;
    case 'EXISTS':
      return { name: condition.field, value: placeholder, note: placeholderNote(field) };
    case 'IS_NOT':
    case 'IS_NONE_OF':
    case 'EXISTS_AND_IS_NOT':
    case 'EXISTS_AND_IS_NOT_ONE_OF': {
      const not = `not ${values.join(' or ')}`;
      // An enum offers the values the condition still allows: the first is a valid choice.
      if (allowed[0] !== undefined) {
        return { name: condition.field, value: literalOf(field, allowed[0]), note: not };
      }
      return { name: condition.field, value: placeholder, note: `${placeholderNote(field)}, ${not}` };
    }
  }
}

/** The payload's entries: the case id, the type's required fields, then the condition fields. */
function snippetEntries(
  eventCase: EventCase,
  eventType: EventType | undefined,
  fields: ReadonlyMap<string, FieldDefinition>,
): { entries: SnippetEntry[]; absent: string[]; optional: string[] } {
  const entries: SnippetEntry[] = [{ name: 'eventCaseId', value: { kind: 'text', value: eventCase.id } }];
  const byCondition = new Map(eventCase.conditions.map((condition) => [condition.field, condition]));
  const absent = eventCase.conditions
    .filter((condition) => condition.operator === 'DOES_NOT_EXIST')
    .map((condition) => condition.field);
  const add = (name: string) => {
    if (entries.some((entry) => entry.name === name) || absent.includes(name)) return;
    const field = fields.get(name);
    const condition = byCondition.get(name);
    const entry = condition
      ? conditionEntry(condition, field)
      : { name, value: { kind: 'placeholder' as const, field, name }, note: placeholderNote(field) };
    if (entry) entries.push(entry);
  };
  for (const field of eventType?.fields ?? []) if (field.required) add(field.name);
  for (const condition of eventCase.conditions) add(condition.field);
  const optional = (eventType?.fields ?? [])
    .filter(
      (field) =>
        !field.required &&
        !absent.includes(field.name) &&
        !entries.some((entry) => entry.name === field.name),
    )
    .map((field) => field.name);
  return { entries, absent, optional };
}

/** How one language writes literals, the payload and comments. */
interface SnippetDialect {
  text: (value: string) => string;
  list: (items: string[]) => string;
  placeholder: (field: FieldDefinition | undefined, name: string) => string;
  comment: string;
  open: (eventType: string) => string;
  entry: (name: string, value: string) => string;
  close: string;
  indent: string;
}

const quoteDouble = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** A typed empty value for a placeholder, so the snippet compiles as it stands. */
function typedPlaceholder(
  field: FieldDefinition | undefined,
  name: string,
  forms: { text: (value: string) => string; long: string; double: string; map: string; list: string },
): string {
  switch (field?.dataType) {
    case 'int':
      return '0';
    case 'long':
      return forms.long;
    case 'double':
      return forms.double;
    case 'boolean':
      return 'false';
    case 'array':
      return forms.list;
    case 'map':
      return forms.map;
    default:
      return forms.text(`<${name}>`);
  }
}

const DIALECTS: Readonly<Record<CodeLanguage, SnippetDialect>> = {
  JAVASCRIPT: {
    text: (value) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`,
    list: (items) => `[${items.join(', ')}]`,
    placeholder: (field, name) =>
      typedPlaceholder(field, name, {
        text: (value) => `'${value}'`,
        long: '0',
        double: '0',
        map: '{}',
        list: '[]',
      }),
    comment: '//',
    open: (eventType) => `quantum.track('${eventType}', {`,
    entry: (name, value) => `${name}: ${value},`,
    close: '});',
    indent: '  ',
  },
  BRIGHTSCRIPT: {
    text: (value) => `"${value.replace(/"/g, '""')}"`,
    list: (items) => `[${items.join(', ')}]`,
    placeholder: (field, name) =>
      typedPlaceholder(field, name, {
        text: (value) => `"${value}"`,
        long: '0&',
        double: '0#',
        map: '{}',
        list: '[]',
      }),
    comment: "'",
    open: (eventType) => `m.global.quantum.callFunc("track", "${eventType}", {`,
    entry: (name, value) => `${name}: ${value}`,
    close: '})',
    indent: '    ',
  },
  C_SHARP: {
    text: quoteDouble,
    list: (items) => `new[] { ${items.join(', ')} }`,
    placeholder: (field, name) =>
      typedPlaceholder(field, name, {
        text: quoteDouble,
        long: '0L',
        double: '0.0',
        map: 'new Dictionary<string, object>()',
        list: 'new object[0]',
      }),
    comment: '//',
    open: (eventType) => `Quantum.Track("${eventType}", new Dictionary<string, object>\n{`,
    entry: (name, value) => `["${name}"] = ${value},`,
    close: '});',
    indent: '    ',
  },
  KOTLIN: {
    text: (value) => quoteDouble(value).replace(/\$/g, '\\$'),
    list: (items) => `listOf(${items.join(', ')})`,
    placeholder: (field, name) =>
      typedPlaceholder(field, name, {
        text: quoteDouble,
        long: '0L',
        double: '0.0',
        map: 'emptyMap<String, Any>()',
        list: 'emptyList<Any>()',
      }),
    comment: '//',
    open: (eventType) => `Quantum.track(\n    "${eventType}",\n    mapOf(`,
    entry: (name, value) => `"${name}" to ${value},`,
    close: '    ),\n)',
    indent: '        ',
  },
  SWIFT: {
    text: quoteDouble,
    list: (items) => `[${items.join(', ')}]`,
    placeholder: (field, name) =>
      typedPlaceholder(field, name, {
        text: quoteDouble,
        long: '0',
        double: '0.0',
        map: '[String: Any]()',
        list: '[Any]()',
      }),
    comment: '//',
    open: (eventType) => `Quantum.shared.track("${eventType}", [`,
    entry: (name, value) => `"${name}": ${value},`,
    close: '])',
    indent: '    ',
  },
  JSON: {
    text: (value) => JSON.stringify(value),
    list: (items) => `[${items.join(', ')}]`,
    placeholder: (_field, name) => JSON.stringify(`<${name}>`),
    comment: '',
    open: (eventType) => `{\n  "eventType": ${JSON.stringify(eventType)},`,
    entry: (name, value) => `${JSON.stringify(name)}: ${value},`,
    close: '}',
    indent: '  ',
  },
};

function valueText(value: SnippetValue, dialect: SnippetDialect): string {
  switch (value.kind) {
    case 'text':
      return dialect.text(value.value);
    case 'number':
      return value.value;
    case 'boolean':
      return String(value.value);
    case 'list':
      return dialect.list(value.values.map(dialect.text));
    case 'placeholder':
      return dialect.placeholder(value.field, value.name);
  }
}

/**
 * The code an application runs to send one event of `eventCase`, in `language`: the event type,
 * the case id, every required field of the type and every field a condition names. A condition's
 * value is filled in (`IS`, `IS_ONE_OF`, `IS_ALL_OF`; for a negative condition on an enum, the
 * first value it still allows); a field whose value the app must supply gets a typed placeholder
 * (`'<pageName>'`, `0`, `false`) and a comment saying its type and values. A field the case says
 * must be absent is left out, with a comment saying so; the type's optional fields are listed at
 * the end. The SDK adds the common fields (who, when, where) itself. JSON gives the bare event
 * without comments.
 */
export function registrySnippet(
  eventCase: EventCase,
  eventType: EventType | undefined,
  fields: readonly FieldDefinition[],
  language: CodeLanguage,
): string {
  const dialect = DIALECTS[language];
  const byName = new Map(fields.map((field) => [field.name, field]));
  const { entries, absent, optional } = snippetEntries(eventCase, eventType, byName);
  const lines = [dialect.open(eventCase.eventType)];
  const json = language === 'JSON';
  entries.forEach((entry, index) => {
    let line = `${dialect.indent}${dialect.entry(entry.name, valueText(entry.value, dialect))}`;
    // JSON has no trailing comma and no comments.
    if (json && index === entries.length - 1) line = line.replace(/,$/, '');
    if (!json && entry.note) line += ` ${dialect.comment} ${entry.note}`;
    lines.push(line);
  });
  if (!json) {
    for (const name of absent)
      lines.push(`${dialect.indent}${dialect.comment} ${name}: not sent for this case`);
    if (optional.length > 0) {
      lines.push(`${dialect.indent}${dialect.comment} Optional: ${optional.join(', ')}`);
    }
  }
  lines.push(dialect.close);
  return lines.join('\n');
}
