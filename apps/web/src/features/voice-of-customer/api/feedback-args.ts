import {
  FEEDBACK_ARG_GRAPHQL,
  FEEDBACK_FILTER_ARGS,
  FEEDBACK_PAGE_ARGS,
  type FeedbackArgKind,
  type FeedbackFilterArg,
} from '@prism/domain';

/**
 * The arguments of the feedback calls (spec 001 section 7: the filters, and the paging and sorting
 * of `getFeedback`) written into GraphQL documents from the domain's tables, so every call that
 * takes the page's filters (the list, its count, the queue, the trends, the overview tables, the
 * CSV export) declares them the same way.
 */

/** The filter arguments' names, in the domain's order. */
export const FEEDBACK_FILTER_NAMES = Object.keys(FEEDBACK_FILTER_ARGS) as FeedbackFilterArg[];

const FILTER_KINDS = new Map<string, FeedbackArgKind>(Object.entries(FEEDBACK_FILTER_ARGS));
const PAGE_KINDS = new Map<string, FeedbackArgKind>([...FILTER_KINDS, ...Object.entries(FEEDBACK_PAGE_ARGS)]);

/** A document's variable declarations (`$name: Type, …`) and the field's arguments (`name: $name, …`). */
export interface FeedbackArgsGraphql {
  declared: string;
  passed: string;
}

/**
 * The declarations and arguments of the named feedback arguments, each with its GraphQL type
 * (`!` on the `required` ones); a name the feedback calls do not take is left out.
 */
export function feedbackArgsGraphql(
  names: readonly string[],
  required: readonly string[] = ['applicationIDs'],
): FeedbackArgsGraphql {
  const typed = names.flatMap((name) => {
    const kind = PAGE_KINDS.get(name);
    if (kind === undefined) return [];
    const type = FEEDBACK_ARG_GRAPHQL[kind];
    return [[name, required.includes(name) ? `${type}!` : type] as const];
  });
  return {
    declared: typed.map(([name, type]) => `$${name}: ${type}`).join(', '),
    passed: typed.map(([name]) => `${name}: $${name}`).join(', '),
  };
}

/**
 * The arguments of `args` a feedback call takes, without the undefined ones: the filters, and with
 * `withPaging` the paging and sorting of `getFeedback` too.
 */
export function feedbackArgsOf(args: Record<string, unknown>, withPaging = false): Record<string, unknown> {
  const kinds = withPaging ? PAGE_KINDS : FILTER_KINDS;
  return Object.fromEntries(
    Object.entries(args).filter(([name, value]) => value !== undefined && kinds.has(name)),
  );
}
