import {
  MODEL_JOB_STATUSES,
  modelJobInfoSchema,
  platformSchema,
  trainingDataSchema,
  trainingMetricSchema,
  type ModelJobInfo,
  type ModelJobStatus,
} from '@prism/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { categoryKeys } from './categories';
import { VOC_QUERY_KEY, vocRequest } from './voc-client';

/**
 * The trained-categories calls of a platform (docs/api.md "Trained categories (issue 16)"): its
 * training data, the counts per category, the model versions and what promoting one would change,
 * and the admin's settings. Every call names the `applicationIDs` of one platform; the server
 * refuses a set spanning several with its own message, which the pages show.
 */

type AppIds = readonly string[];

/** A model or recategorisation job still at work: its list is asked again until it is not. */
export const jobActive = (status: ModelJobStatus): boolean => status === 'queued' || status === 'running';
/** How often the model versions (and a recategorisation) are asked again while one is at work. */
export const MODEL_JOB_POLL_MS = 3_000;
/** Examples a page of the training data list shows. */
export const TRAINING_PAGE_SIZE = 25;
/** Changes a page of the promotion preview shows. */
export const MODEL_CHANGES_PAGE_SIZE = 10;

export const modelChangeSchema = z
  .object({
    feedbackID: z.string(),
    appID: z.string(),
    timestamp: z.number(),
    text: z.string(),
    fromCategory: z.string().nullable(),
    fromScore: z.number().nullable(),
    toCategory: z.string(),
    toScore: z.number(),
  })
  .strict();
/** An item whose best category a version would change: its text, the category now and then. */
export type ModelChange = z.output<typeof modelChangeSchema>;

export const backgroundJobSchema = z
  .object({
    _id: z.string(),
    kind: z.string(),
    status: z.enum(MODEL_JOB_STATUSES),
    progress: z.number(),
    errorMessage: z.string().nullable(),
    result: z.string().nullable(),
  })
  .strict();
/** A recategorisation the user started; `result` is JSON text (`{"categorised": n}`) once done. */
export type BackgroundJob = z.output<typeof backgroundJobSchema>;

const PLATFORM_FIELDS = '_id name description applicationIDs mlAnalysisField confidenceThreshold';
const JOB_FIELDS = `versionName status progress trainDate accuracy f1Score platform inUse numberOfLabels
  trainCount testCount categoryMetrics { categoryID category precision recall f1 support }
  changedItems checkedItems errorMessage`;
const BACKGROUND_JOB_FIELDS = '_id kind status progress errorMessage result';
const TRAINING_FILTER_VARS = `$applicationIDs: [String!]!, $isMockTrainingData: Boolean,
  $categoryIDs: [String!], $search: String`;
const TRAINING_FILTER_ARGS = `applicationIDs: $applicationIDs, isMockTrainingData: $isMockTrainingData,
  categoryIDs: $categoryIDs, search: $search`;

/** The filters of the training data list and its count. */
export interface TrainingFilter {
  applicationIDs: AppIds;
  /** True: mock examples only; false: real ones only; null: both. */
  isMockTrainingData: boolean | null;
  /** Examples teaching any of these; empty for all. */
  categoryIDs: readonly string[];
  search: string;
}

/** The variables of a training-data call: empty filters are left out. */
function filterVariables(filter: TrainingFilter): Record<string, unknown> {
  return {
    applicationIDs: filter.applicationIDs,
    isMockTrainingData: filter.isMockTrainingData,
    categoryIDs: filter.categoryIDs.length > 0 ? filter.categoryIDs : null,
    search: filter.search.trim() || null,
  };
}

export const trainingKeys = {
  all: [VOC_QUERY_KEY, 'training'] as const,
  platform: (appIds: AppIds) => [...trainingKeys.all, 'platform', appIds] as const,
  /** The examples and everything counted from them (list, count, metrics). */
  examples: (appIds: AppIds) => [...trainingKeys.all, 'examples', appIds] as const,
  list: (filter: TrainingFilter, page: number) =>
    [...trainingKeys.examples(filter.applicationIDs), 'list', filter, page] as const,
  count: (filter: TrainingFilter) =>
    [...trainingKeys.examples(filter.applicationIDs), 'count', filter] as const,
  metrics: (appIds: AppIds) => [...trainingKeys.examples(appIds), 'metrics'] as const,
  jobs: (appIds: AppIds) => [...trainingKeys.all, 'jobs', appIds] as const,
  changes: (appIds: AppIds, versionName: string, page: number) =>
    [...trainingKeys.jobs(appIds), 'changes', versionName, page] as const,
  backgroundJob: (id: string) => [...trainingKeys.all, 'background-job', id] as const,
};

// ---- reads ----------------------------------------------------------------------------------------

/** `getPlatformByApplicationIDs`: the platform the applications share (its name, apps, threshold). */
export const platformQuery = (appIds: AppIds) =>
  queryOptions({
    queryKey: trainingKeys.platform(appIds),
    queryFn: async ({ signal }) =>
      (
        await vocRequest(
          `query Platform($applicationIDs: [String!]!) {
            getPlatformByApplicationIDs(applicationIDs: $applicationIDs) { ${PLATFORM_FIELDS} } }`,
          { applicationIDs: appIds },
          z.object({ getPlatformByApplicationIDs: platformSchema.nullable() }),
          signal,
        )
      ).getPlatformByApplicationIDs,
    enabled: appIds.length > 0,
  });
export const usePlatform = (appIds: AppIds) => useQuery(platformQuery(appIds));

/** `getTrainingData`: one page of examples, newest first. */
export const trainingDataQuery = (filter: TrainingFilter, page: number) =>
  queryOptions({
    queryKey: trainingKeys.list(filter, page),
    queryFn: async ({ signal }) =>
      (
        await vocRequest(
          `query TrainingData(${TRAINING_FILTER_VARS}, $limit: Int, $page: Int) {
            getTrainingData(${TRAINING_FILTER_ARGS}, limit: $limit, page: $page) {
              _id createdAt updatedAt categories { _id category } platform value isMockTrainingData source
              feedback { _id timestamp appID } } }`,
          { ...filterVariables(filter), limit: TRAINING_PAGE_SIZE, page },
          z.object({ getTrainingData: z.array(trainingDataSchema) }),
          signal,
        )
      ).getTrainingData,
    enabled: filter.applicationIDs.length > 0,
    placeholderData: (previous) => previous,
  });
export const useTrainingData = (filter: TrainingFilter, page: number) =>
  useQuery(trainingDataQuery(filter, page));

/** `getTrainingDataCount`: how many examples the filters match. */
export const trainingDataCountQuery = (filter: TrainingFilter) =>
  queryOptions({
    queryKey: trainingKeys.count(filter),
    queryFn: async ({ signal }) =>
      (
        await vocRequest(
          `query TrainingDataCount(${TRAINING_FILTER_VARS}) { getTrainingDataCount(${TRAINING_FILTER_ARGS}) }`,
          filterVariables(filter),
          z.object({ getTrainingDataCount: z.number().int().nonnegative() }),
          signal,
        )
      ).getTrainingDataCount,
    enabled: filter.applicationIDs.length > 0,
    placeholderData: (previous) => previous,
  });
export const useTrainingDataCount = (filter: TrainingFilter) => useQuery(trainingDataCountQuery(filter));

/** `getTrainingDataMetrics`: examples per category, most first, and whether the next model learns it. */
export const trainingMetricsQuery = (appIds: AppIds) =>
  queryOptions({
    queryKey: trainingKeys.metrics(appIds),
    queryFn: async ({ signal }) =>
      (
        await vocRequest(
          `query TrainingMetrics($applicationIDs: [String!]!) {
            getTrainingDataMetrics(applicationIDs: $applicationIDs) { categoryID category count isBeingTrained } }`,
          { applicationIDs: appIds },
          z.object({ getTrainingDataMetrics: z.array(trainingMetricSchema) }),
          signal,
        )
      ).getTrainingDataMetrics,
    enabled: appIds.length > 0,
  });
export const useTrainingMetrics = (appIds: AppIds) => useQuery(trainingMetricsQuery(appIds));

/**
 * `getAllJobInfo`: the model versions, newest first; asked again every `pollMs` while one is queued
 * or running, and no longer once none is.
 */
export const modelJobsQuery = (appIds: AppIds, pollMs = MODEL_JOB_POLL_MS) =>
  queryOptions({
    queryKey: trainingKeys.jobs(appIds),
    queryFn: async ({ signal }) =>
      (
        await vocRequest(
          `query ModelJobs($applicationIDs: [String!]!) {
            getAllJobInfo(applicationIDs: $applicationIDs) { ${JOB_FIELDS} } }`,
          { applicationIDs: appIds },
          z.object({ getAllJobInfo: z.array(modelJobInfoSchema) }),
          signal,
        )
      ).getAllJobInfo,
    enabled: appIds.length > 0,
    refetchInterval: (query) => (query.state.data?.some((job) => jobActive(job.status)) ? pollMs : false),
  });
export const useModelJobs = (appIds: AppIds, pollMs?: number) => useQuery(modelJobsQuery(appIds, pollMs));

/** `getModelChanges`: a page of the items a version would change if put in use. */
export const modelChangesQuery = (appIds: AppIds, versionName: string, page: number) =>
  queryOptions({
    queryKey: trainingKeys.changes(appIds, versionName, page),
    queryFn: async ({ signal }) =>
      (
        await vocRequest(
          `query ModelChanges($applicationIDs: [String!]!, $versionName: String!, $limit: Int, $page: Int) {
            getModelChanges(applicationIDs: $applicationIDs, versionName: $versionName, limit: $limit, page: $page) {
              feedbackID appID timestamp text fromCategory fromScore toCategory toScore } }`,
          { applicationIDs: appIds, versionName, limit: MODEL_CHANGES_PAGE_SIZE, page },
          z.object({ getModelChanges: z.array(modelChangeSchema) }),
          signal,
        )
      ).getModelChanges,
    placeholderData: (previous) => previous,
  });
export const useModelChanges = (appIds: AppIds, versionName: string, page: number) =>
  useQuery(modelChangesQuery(appIds, versionName, page));

/** `getBackgroundJob`: a recategorisation the user started, asked again while it runs. */
export const backgroundJobQuery = (id: string, pollMs = MODEL_JOB_POLL_MS) =>
  queryOptions({
    queryKey: trainingKeys.backgroundJob(id),
    queryFn: async ({ signal }) =>
      (
        await vocRequest(
          `query BackgroundJob($id: String!) { getBackgroundJob(_id: $id) { ${BACKGROUND_JOB_FIELDS} } }`,
          { id },
          z.object({ getBackgroundJob: backgroundJobSchema.nullable() }),
          signal,
        )
      ).getBackgroundJob,
    refetchInterval: (query) => {
      const job = query.state.data;
      return job && jobActive(job.status) ? pollMs : false;
    },
  });
export const useBackgroundJob = (id: string | null, pollMs?: number) =>
  useQuery({ ...backgroundJobQuery(id ?? '', pollMs), enabled: id !== null });

// ---- changes --------------------------------------------------------------------------------------

/** `insertTrainingData`: the whole file, or nothing and the first bad line (a 400 with its message). */
export function useInsertTrainingData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      applicationIDs: AppIds;
      csvData: string;
      categoryIDs: readonly string[];
      entityID: string;
    }) =>
      (
        await vocRequest(
          `mutation InsertTrainingData($applicationIDs: [String!]!, $categoryIDs: [String!], $csvData: String!, $entityID: String) {
            insertTrainingData(applicationIDs: $applicationIDs, categoryIDs: $categoryIDs, csvData: $csvData, entityID: $entityID) {
              inserted platform } }`,
          { ...input, categoryIDs: input.categoryIDs.length > 0 ? input.categoryIDs : null },
          z.object({ insertTrainingData: z.object({ inserted: z.number(), platform: z.string() }) }),
        )
      ).insertTrainingData,
    onSuccess: (_answer, input) =>
      queryClient.invalidateQueries({ queryKey: trainingKeys.examples(input.applicationIDs) }),
  });
}

/** `deleteManyTrainingData`: linked items lose their `useForRetrain` mark on the server. */
export function useDeleteTrainingData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { applicationIDs: AppIds; _ids: readonly string[] }) =>
      (
        await vocRequest(
          `mutation DeleteTrainingData($applicationIDs: [String!]!, $ids: [String!]!) {
            deleteManyTrainingData(applicationIDs: $applicationIDs, _ids: $ids) { deleted } }`,
          { applicationIDs: input.applicationIDs, ids: input._ids },
          z.object({ deleteManyTrainingData: z.object({ deleted: z.number() }) }),
        )
      ).deleteManyTrainingData,
    // Items lost their retraining mark: the module's feedback lists are stale too (not the permission).
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: [VOC_QUERY_KEY],
        predicate: (query) => query.queryKey[1] !== 'permission',
      }),
  });
}

/** `trainModel`: queues a version (409 while another trains, or for a name in use). */
export function useTrainModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { applicationIDs: AppIds; versionName: string | null }) =>
      (
        await vocRequest(
          `mutation TrainModel($applicationIDs: [String!]!, $versionName: String) {
            trainModel(applicationIDs: $applicationIDs, versionName: $versionName) { ${JOB_FIELDS} } }`,
          input,
          z.object({ trainModel: modelJobInfoSchema }),
        )
      ).trainModel,
    onSuccess: (job, input) =>
      queryClient.setQueryData(
        trainingKeys.jobs(input.applicationIDs),
        (jobs: ModelJobInfo[] | undefined) => [job, ...(jobs ?? [])],
      ),
    onSettled: (_job, _error, input) =>
      queryClient.invalidateQueries({ queryKey: trainingKeys.jobs(input.applicationIDs) }),
  });
}

/** `useModel` (admin): new items are categorised by this version from now on. */
export function useUseModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { applicationIDs: AppIds; versionName: string }) =>
      (
        await vocRequest(
          `mutation UseModel($applicationIDs: [String!]!, $versionName: String!) {
            useModel(applicationIDs: $applicationIDs, versionName: $versionName) { ${JOB_FIELDS} } }`,
          input,
          z.object({ useModel: modelJobInfoSchema }),
        )
      ).useModel,
    onSuccess: (_job, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trainingKeys.jobs(input.applicationIDs) }),
        // The categories it knows are now `isMLTrained`.
        queryClient.invalidateQueries({ queryKey: categoryKeys.categoriesOf(input.applicationIDs) }),
      ]),
  });
}

/** `recategorizeFeedback` (admin): the model in use over the platform's items, as a job. */
export function useRecategorizeFeedback() {
  return useMutation({
    mutationFn: async (input: { applicationIDs: AppIds }) =>
      (
        await vocRequest(
          `mutation Recategorize($applicationIDs: [String!]!) {
            recategorizeFeedback(applicationIDs: $applicationIDs) { ${BACKGROUND_JOB_FIELDS} } }`,
          input,
          z.object({ recategorizeFeedback: backgroundJobSchema }),
        )
      ).recategorizeFeedback,
  });
}

/** `updatePlatformSettings` (admin): the confidence threshold the model in use applies categories at. */
export function useUpdatePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { applicationIDs: AppIds; confidenceThreshold: number }) =>
      (
        await vocRequest(
          `mutation PlatformSettings($applicationIDs: [String!]!, $confidenceThreshold: Float!) {
            updatePlatformSettings(applicationIDs: $applicationIDs, confidenceThreshold: $confidenceThreshold) {
              ${PLATFORM_FIELDS} } }`,
          input,
          z.object({ updatePlatformSettings: platformSchema }),
        )
      ).updatePlatformSettings,
    onSuccess: (platform, input) =>
      queryClient.setQueryData(trainingKeys.platform(input.applicationIDs), platform),
  });
}
