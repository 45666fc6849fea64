import { feedbackTrendSchema } from '@prism/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { FEEDBACK_FILTER_NAMES, feedbackArgsGraphql, feedbackArgsOf } from './feedback-args';
import { VOC_QUERY_KEY, vocRequest } from './voc-client';

/**
 * The overview's calls (spec 001 sections 2 and 7): the trend aggregates per time bucket behind the
 * six line charts, and the category overview and subcategory tables (the details page names its
 * category from ./categories). Each takes the page's filtered variables (`scope.variables`); only
 * their filter arguments are sent, since the documents declare no others.
 */

/** Every filter declared (the period required), so one document serves whatever filters are set. */
const FILTERS = feedbackArgsGraphql(FEEDBACK_FILTER_NAMES, ['applicationIDs', 'period']);

/** Every field of a trend: the domain's schema is strict, and the charts read most of them. */
const TREND_FIELDS = Object.keys(feedbackTrendSchema.shape).join(' ');

const BUCKETED_TRENDS = `query OverviewTrends(${FILTERS.declared}) {
  getBucketedFeedbackTrendsByTime(${FILTERS.passed}) { ${TREND_FIELDS} }
}`;

/**
 * The trends of the period, one per time bucket (the server picks the step from the period's
 * length), empty buckets included. `periodOffset` 1 in the variables gives the period before.
 */
export async function getBucketedTrends(variables: Record<string, unknown>, signal?: AbortSignal) {
  const data = await vocRequest(
    BUCKETED_TRENDS,
    feedbackArgsOf(variables),
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

const overviewDocument = (field: string) => `query Overview(${FILTERS.declared}) {
  ${field}(${FILTERS.passed}) { ${OVERVIEW_FIELDS} }
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
    feedbackArgsOf(variables),
    z.object({ [field]: z.array(categoryOverviewSchema) }),
    signal,
  );
  return data[field] as CategoryOverview[];
}

export const overviewKeys = {
  all: [VOC_QUERY_KEY, 'overview'] as const,
  trends: (variables: Record<string, unknown>) => [...overviewKeys.all, 'trends', variables] as const,
  rows: (level: OverviewLevel, variables: Record<string, unknown>) =>
    [...overviewKeys.all, level, variables] as const,
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
