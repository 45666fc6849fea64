import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';

/**
 * A refused registry edit, read for its form: each problem under the form field it names, the rest
 * (and anything that is not a 400 with problems) as one message for the whole form.
 */
export interface RegistryFormErrors {
  /** Problems by form field: `name`, `eventType`, `appIds`, `conditions.2`, `fields.pageName`, `values`. */
  fields: Record<string, string>;
  /** What no field shows: the server's message, or a problem whose path names no field of the form. */
  form: string | null;
}

/**
 * A 400's problems: `[{path, message}]`, the path a list (the body's schema: `['conditions', 0,
 * 'values']`) or a dotted string (the registry's consistency check: `eventCases.home_play.conditions.0`),
 * bare or under `problems`.
 */
const problemSchema = z.object({
  path: z.union([z.array(z.union([z.string(), z.number()])), z.string()]),
  message: z.string(),
});
const problemsSchema = z.union([
  z.array(problemSchema),
  z.object({ problems: z.array(problemSchema) }).transform(({ problems }) => problems),
]);

/** The registry collections a consistency path starts with, each followed by the record's name. */
const RECORD_PREFIXES = ['eventCases', 'eventTypes', 'fields'];

/** A problem path as form-relative segments: the record's own prefix (`eventCases.<id>.`) dropped. */
function formPath(path: string | readonly (string | number)[], record: string): string[] {
  const segments = typeof path === 'string' ? path.split('.').filter(Boolean) : path.map(String);
  const [collection, name, ...rest] = segments;
  if (collection && RECORD_PREFIXES.includes(collection) && name === record) return rest;
  return segments;
}

/**
 * Reads a refused save for a form whose fields are `known` (a list field's entries are
 * `list.<index>` or `list.<name>`: `conditions.0`, `fields.pageName`): each problem goes to the
 * longest known field its path starts with; a problem about another record, or about the record
 * as a whole, goes to the form's message. `record` is the edited record's id or name.
 */
export function registryFormErrors(
  error: unknown,
  record: string,
  known: readonly string[],
): RegistryFormErrors {
  const fallback = error instanceof Error ? error.message : 'The change could not be saved.';
  if (!(error instanceof ApiError) || error.status !== 400) return { fields: {}, form: fallback };
  const parsed = problemsSchema.safeParse(error.details);
  if (!parsed.success || parsed.data.length === 0) return { fields: {}, form: fallback };
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const problem of parsed.data) {
    const segments = formPath(problem.path, record);
    let key: string | undefined;
    for (let length = segments.length; length > 0 && !key; length--) {
      const candidate = segments.slice(0, length).join('.');
      if (known.includes(candidate)) key = candidate;
    }
    if (key) fields[key] = fields[key] ? `${fields[key]}; ${problem.message}` : problem.message;
    else unplaced.push(problem.message);
  }
  const form = unplaced.length > 0 ? unplaced.join('; ') : Object.keys(fields).length === 0 ? fallback : null;
  return { fields, form };
}
