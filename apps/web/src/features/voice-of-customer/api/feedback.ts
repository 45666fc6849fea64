import {
  feedbackItemSchema,
  kryptoDecryptionFailed,
  transformKrypto,
  type FeedbackField,
} from '@prism/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { feedbackArgsGraphql, feedbackArgsOf } from './feedback-args';
import { VOC_QUERY_KEY, vocRequest } from './voc-client';

// ---------------------------------------------------------------------------------------------
// The row

const itemShape = feedbackItemSchema.shape;
type ItemShape = typeof itemShape;
type WithoutDefault<S> = S extends z.ZodDefault<infer Inner> ? Inner : S;
type RowShape = {
  [K in keyof ItemShape]: K extends '_id'
    ? ItemShape[K]
    : z.ZodOptional<z.ZodNullable<WithoutDefault<ItemShape[K]>>>;
};

/** A field's schema without its default: a field the table did not ask for stays absent. */
function withoutDefault(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
}

/**
 * A feedback item as the table receives it: `_id` and the fields it asked for (`feedbackFields`),
 * each checked with the item's own schema; a field not asked for, or personal data withheld, is
 * null or absent (never filled with the schema's default: the table shows only what was sent).
 */
export const feedbackRowSchema = z.object(
  Object.fromEntries(
    Object.entries(itemShape).map(([field, schema]) => [
      field,
      field === '_id' ? schema : withoutDefault(schema).nullish(),
    ]),
  ) as RowShape,
);
export type FeedbackRow = z.output<typeof feedbackRowSchema>;

// ---------------------------------------------------------------------------------------------
// The documents

/** Sub-selections of the item's object fields (the SDL's nested types), whole as the schema wants. */
const NESTED_SELECTIONS: Partial<Record<FeedbackField, string>> = {
  awsSentiment: '{ sentiment positive negative mixed neutral }',
  prismAppliedCategories: '{ _id category manualCategory }',
  prismAppliedManualCategories: '{ _id manualCategory isArchived }',
  visit:
    '{ visitId startTimestamp endTimestamp durationMs pageViewCount entryPageName exitPageName connectionType }',
};

/** The selection of `_id` and the fields, nested ones with their sub-selection. */
export function feedbackSelection(fields: readonly FeedbackField[]): string {
  const names = ['_id' as FeedbackField, ...fields.filter((field) => field !== '_id')];
  return names.map((field) => `${field} ${NESTED_SELECTIONS[field] ?? ''}`.trim()).join(' ');
}

/**
 * A feedback document for the arguments given, each declared with its GraphQL type (so the call
 * sends exactly the page's filters; an argument the operation does not take is left out):
 * `getFeedback` with paging and a selection, or `getFeedbackCount`.
 */
export function feedbackDocument(
  operation: 'getFeedback' | 'getFeedbackCount',
  args: Record<string, unknown>,
  selection = '_id',
): string {
  const { declared, passed } = feedbackArgsGraphql(Object.keys(argsFor(operation, args)));
  const body = operation === 'getFeedback' ? ` { ${selection} }` : '';
  return `query ${operation === 'getFeedback' ? 'Feedback' : 'FeedbackCount'}(${declared}) { ${operation}(${passed})${body} }`;
}

/** The arguments the document above declares, and nothing else. */
function argsFor(operation: 'getFeedback' | 'getFeedbackCount', args: Record<string, unknown>) {
  return feedbackArgsOf(args, operation === 'getFeedback');
}

// ---------------------------------------------------------------------------------------------
// The calls

export interface FeedbackPageInput {
  /** The page's filtered call: applicationIDs, period, periodOffset, filters, showPII. */
  variables: Record<string, unknown>;
  /** The columns shown: only these are asked for (with `_id`). */
  fields: readonly FeedbackField[];
  /** 0-based. */
  page: number;
  pageSize: number;
  sortField: FeedbackField;
  sortDirection: 'asc' | 'desc';
}

/** The arguments of one page's `getFeedback` call. */
export function feedbackPageArgs({
  variables,
  fields,
  page,
  pageSize,
  sortField,
  sortDirection,
}: FeedbackPageInput) {
  return argsFor('getFeedback', {
    ...variables,
    limit: pageSize,
    offset: page * pageSize,
    sortField,
    sortDirection,
    feedbackFields: fields.length > 0 ? [...fields] : ['_id'],
  });
}

/** `getFeedback`: one page of the filtered, sorted list, with the fields shown. */
export async function getFeedback(input: FeedbackPageInput, signal?: AbortSignal): Promise<FeedbackRow[]> {
  const args = feedbackPageArgs(input);
  const data = await vocRequest(
    feedbackDocument('getFeedback', args, feedbackSelection(input.fields)),
    args,
    z.object({ getFeedback: z.array(feedbackRowSchema) }),
    signal,
  );
  return data.getFeedback;
}

/** `getFeedbackCount`: how many items the filters match (the table's total). */
export async function getFeedbackCount(
  variables: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<number> {
  const args = argsFor('getFeedbackCount', variables);
  const data = await vocRequest(
    feedbackDocument('getFeedbackCount', args),
    args,
    z.object({ getFeedbackCount: z.number().int().nonnegative() }),
    signal,
  );
  return data.getFeedbackCount;
}

export const feedbackKeys = {
  all: [VOC_QUERY_KEY, 'feedback'] as const,
  page: (args: Record<string, unknown>) => [...feedbackKeys.all, 'page', args] as const,
  count: (args: Record<string, unknown>) => [...feedbackKeys.all, 'count', args] as const,
};

/**
 * One page of the table. The page before stays on screen while the next one loads (no blank
 * table between pages).
 */
export const feedbackPageQuery = (input: FeedbackPageInput) =>
  queryOptions({
    queryKey: feedbackKeys.page(feedbackPageArgs(input)),
    queryFn: ({ signal }) => getFeedback(input, signal),
    placeholderData: keepPreviousData,
  });

export const useFeedbackPage = (input: FeedbackPageInput, enabled: boolean) =>
  useQuery({ ...feedbackPageQuery(input), enabled });

/** The total of the filtered list, asked apart from the page so paging and sorting do not recount. */
export const feedbackCountQuery = (variables: Record<string, unknown>) =>
  queryOptions({
    queryKey: feedbackKeys.count(argsFor('getFeedbackCount', variables)),
    queryFn: ({ signal }) => getFeedbackCount(variables, signal),
    placeholderData: keepPreviousData,
  });

export const useFeedbackCount = (variables: Record<string, unknown>, enabled: boolean) =>
  useQuery({ ...feedbackCountQuery(variables), enabled });

// ---------------------------------------------------------------------------------------------
// The account-number reveal

export interface AccountNumberInput {
  /** The item's field: `encAccountNumber` or `encMobileAccountNumber`. */
  field: FeedbackField;
  /** The encrypted value (`k1.…`). */
  value: string;
}

/**
 * `POST /api/transformer` with `cryptingMethod: 'decrypt'` (spec 001 sections 4 and 7; needs
 * `transformer-decrypt`): the plain account number. A row answered with the decryption-failed
 * text is a failure too.
 */
export async function decryptAccountNumber({ field, value }: AccountNumberInput): Promise<string> {
  const rows = await apiCall(transformKrypto, {
    body: { data: [{ field, value }], cryptingMethod: 'decrypt' },
  });
  const plain = rows[0]?.value;
  if (plain === undefined || kryptoDecryptionFailed(rows))
    throw new Error('The account number did not decrypt.');
  return plain;
}

/** The reveal; the plain number is kept by the cell that shows it, not in the mutation cache. */
export const useDecryptAccountNumber = () =>
  useMutation({
    mutationKey: [VOC_QUERY_KEY, 'account-number'],
    mutationFn: decryptAccountNumber,
    gcTime: 0,
  });
