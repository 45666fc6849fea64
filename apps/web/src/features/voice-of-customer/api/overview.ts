import { FEEDBACK_ARG_GRAPHQL, FEEDBACK_FILTER_ARGS, feedbackTrendSchema } from '@prism/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { VOC_QUERY_KEY, vocRequest } from './voc-client';

/**
 * The overview's calls (spec 001 sections 2 and 7): the trend aggregates per time bucket behind the
 * six line charts, the category overview and subcategory tables, and the category names the details
 * page titles itself with. Each takes the page's filtered variables (`scope.variables`).
 */

const FILTER_NAMES = Object.keys(FEEDBACK_FILTER_ARGS) as (keyof typeof FEEDBACK_FILTER_ARGS)[];

/** Every filter declared (the period required), so one document serves whatever filters are set. */
const filterDeclarations = FILTER_NAMES.map((name) => {
  const type = FEEDBACK_ARG_GRAPHQL[FEEDBACK_FILTER_ARGS[name]];
  return `$${name}: ${name === 'applicationIDs' || name === 'period' ? `${type}!` : type}`;
}).join(', ');
const filterArguments = FILTER_NAMES.map((name) => `${name}: $${name}`).join(', ');

/** Only the filter arguments of the page's variables: the documents declare no others. */
function filterVariables(variables: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(variables).filter(([name]) => (FILTER_NAMES as string[]).includes(name)),
  );
}

/** Every field of a trend: the domain's schema is strict, and the charts read most of them. */
const TREND_FIELDS = Object.keys(feedbackTrendSchema.shape).join(' ');

const BUCKETED_TRENDS = `query OverviewTrends(${filterDeclarations}) {
  getBucketedFeedbackTrendsByTime(${filterArguments}) { ${TREND_FIELDS} }
}`;

/**
 * The trends of the period, one per time bucket (the server picks the step from the period's
 * length), empty buckets included. `periodOffset` 1 in the variables gives the period before.
 */
export async function getBucketedTrends(variables: Record<string, unknown>, signal?: AbortSignal) {
  const data = await vocRequest(
    BUCKETED_TRENDS,
    filterVariables(variables),
    z.object({ getBucketedFeedbackTrendsByTime: z.array(feedbackTrendSchema) }),
    signal,
  );
  return data.getBucketedFeedbackTrendsByTime;
}

/** A row of the category overview or subcategory table. */
export const categoryOverviewSchema = z.object({
  _id: z.string(),
  category: z.string(),
  subcategory: z.string().nullable(),
  count: z.number(),
  share: z.number(),
  previousCount: z.number(),
  /** Percent against the period before; null when it had none. */
  change: z.number().nullable(),
  avgSentimentPositive: z.number().nullable(),
  avgSentimentNegative: z.number().nullable(),
  countNegative: z.number(),
});
export type CategoryOverview = z.output<typeof categoryOverviewSchema>;

const OVERVIEW_FIELDS =
  '_id category subcategory count share previousCount change avgSentimentPositive avgSentimentNegative countNegative';

const overviewDocument = (field: string) => `query Overview(${filterDeclarations}) {
  ${field}(${filterArguments}) { ${OVERVIEW_FIELDS} }
}`;

/** Which table: the top categories (with the No Category row), or the children of one category. */
export type OverviewLevel = 'categories' | 'subcategories';

const OVERVIEW_FIELD: Readonly<Record<OverviewLevel, string>> = {
  categories: 'getFeedbackOverviewCategories',
  subcategories: 'getFeedbackOverviewSubcategories',
};

/** The table's rows, most items first; `subcategories` needs one `category` in the variables. */
export async function getOverviewRows(
  level: OverviewLevel,
  variables: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<CategoryOverview[]> {
  const field = OVERVIEW_FIELD[level];
  const data = await vocRequest(
    overviewDocument(field),
    filterVariables(variables),
    z.object({ [field]: z.array(categoryOverviewSchema) }),
    signal,
  );
  return data[field] as CategoryOverview[];
}

/** A category as the details page names it: its top category, and its own name below the top. */
export const categoryNameSchema = z.object({
  _id: z.string(),
  category: z.string(),
  parent: z.string().nullable(),
  subcategory: z.string().nullable(),
});
export type CategoryName = z.output<typeof categoryNameSchema>;

const CATEGORY_NAMES = `query CategoryNames($applicationIDs: [String!]!) {
  getCategories(applicationIDs: $applicationIDs, includeArchived: true) { _id category parent subcategory }
}`;

/** Every category of the applications, archived ones too (their feedback still shows in a period). */
export async function getCategoryNames(appIds: readonly string[], signal?: AbortSignal) {
  const data = await vocRequest(
    CATEGORY_NAMES,
    { applicationIDs: appIds },
    z.object({ getCategories: z.array(categoryNameSchema) }),
    signal,
  );
  return data.getCategories;
}

export const overviewKeys = {
  all: [VOC_QUERY_KEY, 'overview'] as const,
  trends: (variables: Record<string, unknown>) => [...overviewKeys.all, 'trends', variables] as const,
  rows: (level: OverviewLevel, variables: Record<string, unknown>) =>
    [...overviewKeys.all, level, variables] as const,
  categoryNames: (appIds: readonly string[]) => [...overviewKeys.all, 'category-names', appIds] as const,
};

export const bucketedTrendsQuery = (variables: Record<string, unknown>) =>
  queryOptions({
    queryKey: overviewKeys.trends(variables),
    queryFn: ({ signal }) => getBucketedTrends(variables, signal),
  });

export const overviewRowsQuery = (level: OverviewLevel, variables: Record<string, unknown>) =>
  queryOptions({
    queryKey: overviewKeys.rows(level, variables),
    queryFn: ({ signal }) => getOverviewRows(level, variables, signal),
  });

export const categoryNamesQuery = (appIds: readonly string[]) =>
  queryOptions({
    queryKey: overviewKeys.categoryNames(appIds),
    queryFn: ({ signal }) => getCategoryNames(appIds, signal),
  });

/** Whether the variables name applications: an empty group asks nothing. */
const scoped = (variables: Record<string, unknown>) =>
  Array.isArray(variables.applicationIDs) && variables.applicationIDs.length > 0;

/**
 * The period's bucketed trends. A new period or filter keeps the charts of the last one until its
 * own arrive, so the page does not fall back to skeletons on every change.
 */
export const useBucketedTrends = (variables: Record<string, unknown>, enabled = true) =>
  useQuery({
    ...bucketedTrendsQuery(variables),
    enabled: enabled && scoped(variables),
    placeholderData: keepPreviousData,
  });

/**
 * The overview's trends: the period's buckets and the period before's (for the headline's changes),
 * the latter only once they are the right period's, not the last one's kept while loading.
 */
export function useOverviewTrends(variables: Record<string, unknown>, enabled = true) {
  const current = useBucketedTrends(variables, enabled);
  const previousVariables = useMemo(
    () => ({ ...variables, periodOffset: (Number(variables.periodOffset) || 0) + 1 }),
    [variables],
  );
  const previous = useBucketedTrends(previousVariables, enabled);
  return {
    trends: current.data,
    previous: previous.isPlaceholderData ? undefined : previous.data,
    error: current.error,
    onRetry: () => void current.refetch(),
  };
}

/** The category overview (`categories`) or one category's subcategory table (`subcategories`). */
export const useOverviewRows = (level: OverviewLevel, variables: Record<string, unknown>, enabled = true) =>
  useQuery({
    ...overviewRowsQuery(level, variables),
    enabled: enabled && scoped(variables),
    placeholderData: keepPreviousData,
  });

/** The names of the applications' categories, for the details page's title and its drill-down links. */
export const useCategoryNames = (appIds: readonly string[]) =>
  useQuery({ ...categoryNamesQuery(appIds), enabled: appIds.length > 0, staleTime: 5 * 60_000 });
