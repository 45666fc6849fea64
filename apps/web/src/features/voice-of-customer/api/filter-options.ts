import { periodResolve } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { VOC_QUERY_KEY, vocRequest } from './voc-client';

/**
 * The values the feedback filter menu offers (spec 001 section 7): the value lists of the
 * applications, the distinct values of a field among their items (most items first), and the
 * feedback-id check (`getFeedbackByID`: null means 'Invalid Feedback ID'). The categories, manual
 * categories and category groups come from ./categories, shared with the other pages. Every list is
 * cached for a minute: the menu reopens often and values change slowly.
 */

const OPTIONS_STALE_MS = 60_000;

/**
 * The zone the server resolves Voice of Customer periods in (docs/api.md: UTC−7, spec 001
 * section 9); a shifted period is sent as the range it resolves to there.
 */
const VOC_PERIOD_ZONE = 'Etc/GMT+7';

/**
 * The period a value list is asked for: the page's period, or, when the page looks at an earlier
 * one (`periodOffset`), that period as a `start:end` range, since the list calls take no offset.
 */
export function filterPeriodOf(period: string, periodOffset: number, now = Date.now()): string {
  if (periodOffset === 0) return period;
  try {
    const { startMs, endMs } = periodResolve(period, { now, timeZone: VOC_PERIOD_ZONE, periodOffset });
    return `${startMs}:${endMs}`;
  } catch {
    // A period the shell could not resolve: the server says why when it is asked with it.
    return period;
  }
}

/** The value lists of one call each, by operation name (`applicationIDs` only). */
export type ValueListOperation =
  'getSurveyIDs' | 'getVerbatimLanguages' | 'getBillerTypes' | 'getPageNames' | 'getUserSelectedCategories';

/** The three experiment lists `getExperimentUUIDs` answers together. */
export type ExperimentList = 'experimentUuids' | 'activatedExperimentUuids' | 'variantUuids';

const fieldValueSchema = z.object({ value: z.string(), count: z.number() });
export type FieldValue = z.output<typeof fieldValueSchema>;

const experimentsSchema = z.object({
  experimentUuids: z.array(z.string()),
  activatedExperimentUuids: z.array(z.string()),
  variantUuids: z.array(z.string()),
});

export async function getFilterValueList(
  operation: ValueListOperation,
  appIds: string[],
  signal?: AbortSignal,
): Promise<string[]> {
  const data = await vocRequest(
    `query FilterValues($applicationIDs: [String!]!) { ${operation}(applicationIDs: $applicationIDs) }`,
    { applicationIDs: appIds },
    z.object({ [operation]: z.array(z.string()) }),
    signal,
  );
  return data[operation] as string[];
}

export async function getFilterAppVersions(appIds: string[], period: string, signal?: AbortSignal) {
  const data = await vocRequest(
    `query FilterAppVersions($applicationIDs: [String!]!, $period: String) {
      getAppVersions(applicationIDs: $applicationIDs, period: $period)
    }`,
    { applicationIDs: appIds, period },
    z.object({ getAppVersions: z.array(z.string()) }),
    signal,
  );
  return data.getAppVersions;
}

export async function getFilterExperiments(appIds: string[], period: string, signal?: AbortSignal) {
  const data = await vocRequest(
    `query FilterExperiments($applicationIDs: [String!]!, $period: String) {
      getExperimentUUIDs(applicationIDs: $applicationIDs, period: $period) {
        experimentUuids activatedExperimentUuids variantUuids
      }
    }`,
    { applicationIDs: appIds, period },
    z.object({ getExperimentUUIDs: experimentsSchema }),
    signal,
  );
  return data.getExperimentUUIDs;
}

/** What getFieldValues is asked: one field's values among the applications' items in the period. */
export interface FieldValuesInput {
  appIds: string[];
  field: string;
  period: string;
  /** Part of a value, any case; empty for the most frequent values. */
  search: string;
}

export async function getFilterFieldValues(input: FieldValuesInput, signal?: AbortSignal) {
  const data = await vocRequest(
    `query FilterFieldValues($applicationIDs: [String!]!, $field: String!, $period: String, $search: String) {
      getFieldValues(applicationIDs: $applicationIDs, field: $field, period: $period, search: $search) {
        value count
      }
    }`,
    {
      applicationIDs: input.appIds,
      field: input.field,
      period: input.period,
      search: input.search === '' ? null : input.search,
    },
    z.object({ getFieldValues: z.array(fieldValueSchema) }),
    signal,
  );
  return data.getFieldValues;
}

/** True when an item has this `_id` (and the caller may read it): the feedback-id check. */
export async function getFeedbackIdExists(id: string, signal?: AbortSignal): Promise<boolean> {
  const data = await vocRequest(
    `query FeedbackIdCheck($_id: String!) { getFeedbackByID(_id: $_id) { _id } }`,
    { _id: id },
    z.object({ getFeedbackByID: z.object({ _id: z.string() }).nullable() }),
    signal,
  );
  return data.getFeedbackByID !== null;
}

export const filterOptionKeys = {
  all: [VOC_QUERY_KEY, 'filter-options'] as const,
  values: (operation: ValueListOperation, appIds: string[]) =>
    [...filterOptionKeys.all, 'values', operation, appIds] as const,
  appVersions: (appIds: string[], period: string) =>
    [...filterOptionKeys.all, 'app-versions', appIds, period] as const,
  experiments: (appIds: string[], period: string) =>
    [...filterOptionKeys.all, 'experiments', appIds, period] as const,
  fieldValues: (input: FieldValuesInput) => [...filterOptionKeys.all, 'field-values', input] as const,
  feedbackId: (id: string) => [VOC_QUERY_KEY, 'feedback-id-check', id] as const,
};

export const filterValueListQuery = (operation: ValueListOperation, appIds: string[]) =>
  queryOptions({
    queryKey: filterOptionKeys.values(operation, appIds),
    queryFn: ({ signal }) => getFilterValueList(operation, appIds, signal),
    staleTime: OPTIONS_STALE_MS,
  });

export const filterAppVersionsQuery = (appIds: string[], period: string) =>
  queryOptions({
    queryKey: filterOptionKeys.appVersions(appIds, period),
    queryFn: ({ signal }) => getFilterAppVersions(appIds, period, signal),
    staleTime: OPTIONS_STALE_MS,
  });

export const filterExperimentsQuery = (appIds: string[], period: string) =>
  queryOptions({
    queryKey: filterOptionKeys.experiments(appIds, period),
    queryFn: ({ signal }) => getFilterExperiments(appIds, period, signal),
    staleTime: OPTIONS_STALE_MS,
  });

export const filterFieldValuesQuery = (input: FieldValuesInput) =>
  queryOptions({
    queryKey: filterOptionKeys.fieldValues(input),
    queryFn: ({ signal }) => getFilterFieldValues(input, signal),
    staleTime: OPTIONS_STALE_MS,
  });

export const feedbackIdCheckQuery = (id: string) =>
  queryOptions({
    queryKey: filterOptionKeys.feedbackId(id),
    queryFn: ({ signal }) => getFeedbackIdExists(id, signal),
    staleTime: OPTIONS_STALE_MS,
  });

/**
 * The feedback-id check of spec 001 section 5: whether `id` names an item. Not asked for an empty
 * id; an id the server refuses as malformed (400) counts as invalid, like one that finds nothing.
 */
export const useFeedbackIdCheck = (id: string) =>
  useQuery({ ...feedbackIdCheckQuery(id), enabled: id !== '' });
