import { ApiError } from '../../../lib/api-client';

/** A refused rule, read for its form: problems under the field they name, the rest for the whole form. */
export interface RuleFormErrors {
  fields: Record<string, string>;
  form: string | null;
}

export const NO_RULE_ERRORS: RuleFormErrors = { fields: {}, form: null };

const detailsOf = (details: unknown): { path: unknown[]; message: string }[] =>
  Array.isArray(details)
    ? details.filter(
        (item): item is { path: unknown[]; message: string } =>
          typeof item === 'object' &&
          item !== null &&
          Array.isArray(item.path) &&
          typeof item.message === 'string',
      )
    : [];

/**
 * Reads a failed save for a form with `known` fields: a 400's problems each under the field its
 * path starts with, a 409 (`pathPattern: the quantum rules already name …`) under the field its
 * message names; anything else, a refusal or an outage, as the form's message.
 */
export function ruleFormErrors(error: unknown, known: readonly string[]): RuleFormErrors {
  const fallback = error instanceof Error ? error.message : 'The rule could not be saved.';
  if (!(error instanceof ApiError)) return { fields: {}, form: fallback };
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  const place = (field: string, message: string) => {
    if (known.includes(field)) fields[field] = fields[field] ? `${fields[field]}; ${message}` : message;
    else unplaced.push(message);
  };
  const problems = error.status === 400 ? detailsOf(error.details) : [];
  for (const problem of problems) place(String(problem.path[0] ?? ''), problem.message);
  if (problems.length === 0) {
    const named = /^([A-Za-z]+): (.+)$/s.exec(error.message);
    if (named && known.includes(named[1]!) && (error.status === 400 || error.status === 409)) {
      place(named[1]!, named[2]!);
    } else unplaced.push(error.message);
  }
  return { fields, form: unplaced.length > 0 ? unplaced.join('; ') : null };
}
