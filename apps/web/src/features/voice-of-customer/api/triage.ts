import { FEEDBACK_FIELDS } from '@prism/domain';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { feedbackDocument, feedbackSelection, getFeedbackCount } from './feedback';
import { VOC_QUERY_KEY, vocRequest } from './voc-client';

/**
 * The calls of the triage page (spec 001 sections 2 and 7, issue 17 item 3): one item
 * (`getFeedbackByID`), the ids of the list it was opened from (the queue), and the two triage
 * mutations (`updateFeedbackOne`, `updateFeedbackBatch`). The categories it can be given are read
 * with ./categories.
 */

export const triageKeys = {
  all: [VOC_QUERY_KEY, 'triage'] as const,
  item: (id: string, showPII: boolean) => [...triageKeys.all, 'item', id, showPII] as const,
  itemsOf: (id: string) => [...triageKeys.all, 'item', id] as const,
  queue: (variables: Record<string, unknown>) => [...triageKeys.all, 'queue', variables] as const,
};

// ---------------------------------------------------------------------------------------------
// The item

/** Every field of the item, so the page's details list shows what the server keeps. */
const ITEM_SELECTION = feedbackSelection(FEEDBACK_FIELDS);

const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);
const list = <S extends z.ZodType>(schema: S) =>
  z
    .array(schema)
    .nullish()
    .transform((value): z.output<S>[] => value ?? []);
const score = z.number().nullish();

/**
 * The item as the triage page reads it: the fields it works with typed (absent lists and flags
 * read as empty and false), every other field kept as the server sent it for the details list.
 */
export const triageItemSchema = z.looseObject({
  _id: z.string(),
  timestamp: z.number(),
  source: z.string().nullish(),
  appName: z.string().nullish(),
  appType: z.string().nullish(),
  visitId: z.string().nullish(),
  verbatim: z.string().nullish(),
  altVerbatim: z.string().nullish(),
  CSAT: score,
  NPS: score,
  CES: score,
  SR: score,
  starRating: score,
  starRatingExternal: score,
  awsSentiment: z
    .object({
      sentiment: z.string(),
      positive: z.number(),
      negative: z.number(),
      mixed: z.number(),
      neutral: z.number(),
    })
    .nullish(),
  awsKeywords: list(z.string()),
  awsCategories: list(z.string()),
  awsCategoriesScore: list(z.number()),
  modelVersion: z.string().nullish(),
  needsReview: z.boolean().nullish(),
  prismAppliedCategories: list(
    z.object({ _id: z.string(), category: z.string(), manualCategory: z.string().nullish() }),
  ),
  prismAppliedManualCategories: list(
    z.object({ _id: z.string(), manualCategory: z.string(), isArchived: flag }),
  ),
  reroutedCategories: list(z.string()),
  rerouteSentCategories: list(z.string()),
  notes: z.string().nullish(),
  isFlagged: flag,
  isReviewed: flag,
  isHidden: flag,
  useForRetrain: flag,
  isRerouteSent: flag,
});
export type TriageItem = z.output<typeof triageItemSchema>;

const FEEDBACK_BY_ID = `query FeedbackByID($_id: String!, $showPII: Boolean) {
  getFeedbackByID(_id: $_id, showPII: $showPII) { ${ITEM_SELECTION} }
}`;

/** `getFeedbackByID`: the item, or null for an id that does not exist (for this user). */
export async function getFeedbackByID(id: string, showPII: boolean, signal?: AbortSignal) {
  const data = await vocRequest(
    FEEDBACK_BY_ID,
    { _id: id, showPII },
    z.object({ getFeedbackByID: triageItemSchema.nullable() }),
    signal,
  );
  return data.getFeedbackByID;
}

export const feedbackByIdQuery = (id: string, showPII: boolean) =>
  queryOptions({
    queryKey: triageKeys.item(id, showPII),
    queryFn: ({ signal }) => getFeedbackByID(id, showPII, signal),
  });

/** The item being triaged (none while `id` is empty). */
export const useFeedbackByID = (id: string, showPII: boolean) =>
  useQuery({ ...feedbackByIdQuery(id, showPII), enabled: id !== '' });

// ---------------------------------------------------------------------------------------------
// The queue: the ids of the list the item was opened from

/** How many ids of the list the page holds at a time (one call). */
export const TRIAGE_QUEUE_LIMIT = 100;

export interface QueueInput {
  /** The reviews page's filtered call: applicationIDs, period, periodOffset, filters, showPII. */
  variables: Record<string, unknown>;
  sortField?: string | undefined;
  sortDirection?: 'asc' | 'desc' | undefined;
  /** Where the window starts in the list. */
  offset: number;
}

/** The arguments of the queue's call: the list's filters and sort, `_id` only, one window. */
export function triageQueueArgs({ variables, sortField, sortDirection, offset }: QueueInput) {
  return {
    ...variables,
    sortField,
    sortDirection,
    offset,
    limit: TRIAGE_QUEUE_LIMIT,
    feedbackFields: ['_id'],
  };
}

/** `getFeedback` with `feedbackFields: ['_id']`: the ids of one window of the list, in its order. */
export async function getQueueIds(input: QueueInput, signal?: AbortSignal): Promise<string[]> {
  const args = triageQueueArgs(input);
  const data = await vocRequest(
    feedbackDocument('getFeedback', args),
    args,
    z.object({ getFeedback: z.array(z.object({ _id: z.string() })) }),
    signal,
  );
  return data.getFeedback.map((row) => row._id);
}

/**
 * One window of the list's ids. It is not refreshed while the page is open (no stale time, no
 * invalidation by triage): marking an item reviewed under a "not reviewed" filter must not pull
 * it out of the queue the analyst is walking through.
 */
export const queueQuery = (input: QueueInput) =>
  queryOptions({
    queryKey: triageKeys.queue(triageQueueArgs(input)),
    queryFn: ({ signal }) => getQueueIds(input, signal),
    staleTime: Infinity,
  });

export const useTriageQueue = (input: QueueInput, enabled: boolean) =>
  useQuery({ ...queueQuery(input), enabled });

/** `getFeedbackCount` of the list: how long the queue is (fetched once, like the ids). */
export const queueCountQuery = (variables: Record<string, unknown>) =>
  queryOptions({
    queryKey: [...triageKeys.all, 'queue-count', variables] as const,
    queryFn: ({ signal }) => getFeedbackCount(variables, signal),
    staleTime: Infinity,
  });

export const useTriageQueueCount = (variables: Record<string, unknown>, enabled: boolean) =>
  useQuery({ ...queueCountQuery(variables), enabled });

// ---------------------------------------------------------------------------------------------
// Triage mutations

/** What a triage call may change (absent fields stay as they are). */
export interface TriageChange {
  prismAppliedCategories?: { _id: string; manualCategory?: string | null }[];
  prismAppliedManualCategories?: string[];
  notes?: string;
  isFlagged?: boolean;
  isReviewed?: boolean;
  isHidden?: boolean;
  useForRetrain?: boolean;
  reroutedCategories?: string[];
  rerouteSentCategories?: string[];
}

const TRIAGE_ARGS = `$entityID: String, $prismAppliedCategories: [AppliedCategoryInput!],
  $prismAppliedManualCategories: [String!], $notes: String, $isFlagged: Boolean, $isReviewed: Boolean,
  $isHidden: Boolean, $useForRetrain: Boolean, $reroutedCategories: [String!], $rerouteSentCategories: [String!]`;
const TRIAGE_PASS = `entityID: $entityID, prismAppliedCategories: $prismAppliedCategories,
    prismAppliedManualCategories: $prismAppliedManualCategories, notes: $notes, isFlagged: $isFlagged,
    isReviewed: $isReviewed, isHidden: $isHidden, useForRetrain: $useForRetrain,
    reroutedCategories: $reroutedCategories, rerouteSentCategories: $rerouteSentCategories`;

const UPDATE_ONE = `mutation UpdateFeedbackOne($_id: String!, $showPII: Boolean, ${TRIAGE_ARGS}) {
  updateFeedbackOne(_id: $_id, showPII: $showPII, ${TRIAGE_PASS}) { ${ITEM_SELECTION} }
}`;
const UPDATE_BATCH = `mutation UpdateFeedbackBatch($ids: [String!]!, $keepExistingData: Boolean, ${TRIAGE_ARGS}) {
  updateFeedbackBatch(ids: $ids, keepExistingData: $keepExistingData, ${TRIAGE_PASS}) { updated ids }
}`;

export interface UpdateOneInput {
  id: string;
  entityId: string;
  showPII: boolean;
  change: TriageChange;
  /**
   * What the page shows until the server answers (the change with names filled in, say); taken
   * back field by field if the call fails.
   */
  optimistic?: Partial<TriageItem>;
}

/** `updateFeedbackOne`: the item as it is after the change. */
export async function updateFeedbackOne({ id, entityId, showPII, change }: UpdateOneInput) {
  const data = await vocRequest(
    UPDATE_ONE,
    { _id: id, entityID: entityId, showPII, ...change },
    z.object({ updateFeedbackOne: triageItemSchema }),
  );
  return data.updateFeedbackOne;
}

/**
 * True for the queries that show feedback (lists, counts, trends, other items), which a triage
 * change makes stale. The queue keeps its order while the page walks it; the category lists and
 * the permission do not change by triage; the item changed by `updateFeedbackOne` is its answer.
 */
const showsFeedback =
  (withItems: boolean) =>
  (query: Query): boolean => {
    const [root, area, kind] = query.queryKey;
    if (root !== VOC_QUERY_KEY || area === 'permission' || area === 'categories') return false;
    return area !== 'triage' || (withItems && kind === 'item');
  };

const invalidateFeedback = (client: QueryClient, withItems: boolean) =>
  client.invalidateQueries({ predicate: showsFeedback(withItems) });

/**
 * Changes one item. The page shows `optimistic` at once; a failure puts back the fields it
 * changed (not the whole item, so another change still on its way is not undone); the answer
 * replaces the item once no other change of it is pending. Lists and trends are marked stale.
 */
export function useUpdateFeedbackOne() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...triageKeys.all, 'update-one'],
    mutationFn: updateFeedbackOne,
    onMutate: async ({ id, showPII, optimistic }) => {
      const key = triageKeys.item(id, showPII);
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<TriageItem | null>(key);
      if (before && optimistic) client.setQueryData<TriageItem>(key, { ...before, ...optimistic });
      return { before };
    },
    onError: (_error, { id, showPII, optimistic }, context) => {
      const before = context?.before;
      if (!before || !optimistic) return;
      const restore = Object.fromEntries(
        Object.keys(optimistic).map((field) => [field, before[field as keyof TriageItem]]),
      );
      client.setQueryData<TriageItem | null>(triageKeys.item(id, showPII), (now) =>
        now ? { ...now, ...restore } : now,
      );
    },
    onSuccess: (item, { showPII }) => {
      // Other changes of this item still on their way would be shown undone by this answer.
      if (client.isMutating({ mutationKey: [...triageKeys.all, 'update-one'] }) <= 1)
        client.setQueryData(triageKeys.item(item._id, showPII), item);
    },
    onSettled: () => invalidateFeedback(client, false),
  });
}

export interface UpdateBatchInput {
  ids: string[];
  entityId: string;
  /** Add categories and reroutes to each item's own (true) or replace them (false). */
  keepExistingData: boolean;
  change: TriageChange;
}

const batchReplySchema = z.object({
  updateFeedbackBatch: z.object({ updated: z.number(), ids: z.array(z.string()) }),
});
export type BatchReply = z.output<typeof batchReplySchema>['updateFeedbackBatch'];

/** `updateFeedbackBatch`: how many of the items changed. All or nothing. */
export async function updateFeedbackBatch({
  ids,
  entityId,
  keepExistingData,
  change,
}: UpdateBatchInput): Promise<BatchReply> {
  const data = await vocRequest(
    UPDATE_BATCH,
    { ids, entityID: entityId, keepExistingData, ...change },
    batchReplySchema,
  );
  return data.updateFeedbackBatch;
}

/** Changes a selection of items; the lists, trends and the items' own pages are fetched again. */
export function useUpdateFeedbackBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateFeedbackBatch,
    onSettled: () => invalidateFeedback(client, true),
  });
}
