import {
  surveyAggregatesSchema,
  surveyCategoryOptionSchema,
  surveyCategoryOverviewSchema,
  surveyCsvExportSchema,
  surveyResponseSchema,
  surveyResponsesArgsSchema,
  surveyScopeArgsSchema,
  vocEndpoint,
  type SurveyAggregates,
  type SurveyCategoryOption,
  type SurveyCategoryOverview,
  type SurveyCsvExport,
  type SurveyResponse,
  type SurveyResponseFilters,
  type SurveyResponsesArgs,
  type SurveyScopeArgs,
} from '@prism/domain';
import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { graphqlRequest } from '../../../lib/graphql-request';
import { graphqlSelection } from '../../../lib/graphql-selection';

/**
 * The survey tool's reading calls: every operation of `SURVEY_GRAPHQL_OPERATIONS` on the Voice of
 * Customer endpoint (spec 001 section 7). Each document selects the fields of the domain schema its
 * reply is parsed with (`graphqlSelection`), so the pages read exactly what the domain describes;
 * arguments are checked with the domain's argument schemas before they are sent.
 */

/** The arguments of the scoped calls as the pages give them (filters and search optional). */
export type SurveyScopeInput = z.input<typeof surveyScopeArgsSchema>;
/** GetSurveyResponses' arguments as the pages give them (paging and sort default as the server's). */
export type SurveyResponsesInput = z.input<typeof surveyResponsesArgsSchema>;

/** GraphQL types of the arguments, declared once so every document agrees with the SDL. */
const ARG_TYPES = {
  surveyId: 'String!',
  from: 'Float!',
  to: 'Float!',
  filters: 'SurveyResponseFilters',
  searchText: 'String',
  limit: 'Int',
  offset: 'Int',
  sortField: 'String',
  sortDirection: 'String',
  fileName: 'String!',
  _id: 'String!',
  categoryIds: '[String!]!',
} as const;
type ArgName = keyof typeof ARG_TYPES;

const SCOPE_ARGS: ArgName[] = ['surveyId', 'from', 'to', 'filters', 'searchText'];
const PAGE_ARGS: ArgName[] = [...SCOPE_ARGS, 'limit', 'offset', 'sortField', 'sortDirection'];

/** One operation's document: `operation Name($a: T) { Field(a: $a) { selection } }`. */
function surveyDocument(
  kind: 'query' | 'mutation',
  field: string,
  args: readonly ArgName[],
  selection: string | null,
): string {
  const declared = args.map((arg) => `$${arg}: ${ARG_TYPES[arg]}`).join(', ');
  const passed = args.map((arg) => `${arg}: $${arg}`).join(', ');
  return `${kind} ${field}(${declared}) { ${field}(${passed})${selection ? ` { ${selection} }` : ''} }`;
}

const RESPONSE_FIELDS = graphqlSelection(surveyResponseSchema);
const EXPORT_FIELDS = graphqlSelection(surveyCsvExportSchema);

/** The documents, by operation name (exported for tests and for the docs' examples). */
export const SURVEY_DOCUMENTS = {
  GetSurveyResponses: surveyDocument('query', 'GetSurveyResponses', PAGE_ARGS, RESPONSE_FIELDS),
  GetSurveyResponsesCount: surveyDocument('query', 'GetSurveyResponsesCount', SCOPE_ARGS, null),
  GetSurveyResponseQuestionAggregates: surveyDocument(
    'query',
    'GetSurveyResponseQuestionAggregates',
    SCOPE_ARGS,
    graphqlSelection(surveyAggregatesSchema),
  ),
  GetSurveyResponseCategoryOverview: surveyDocument(
    'query',
    'GetSurveyResponseCategoryOverview',
    SCOPE_ARGS,
    graphqlSelection(surveyCategoryOverviewSchema),
  ),
  GetSurveyCategories: surveyDocument(
    'query',
    'GetSurveyCategories',
    ['surveyId'],
    graphqlSelection(surveyCategoryOptionSchema),
  ),
  GetSurveyResponsesCSV: surveyDocument(
    'query',
    'GetSurveyResponsesCSV',
    [...SCOPE_ARGS, 'fileName'],
    EXPORT_FIELDS,
  ),
  GetCsvExport: surveyDocument('query', 'GetCsvExport', ['_id'], EXPORT_FIELDS),
  UpdateSurveyResponseCategories: surveyDocument(
    'mutation',
    'UpdateSurveyResponseCategories',
    ['_id', 'categoryIds'],
    RESPONSE_FIELDS,
  ),
} as const;

/** True when a filter's value narrows nothing (unset, or an empty list). */
function filterUnset(value: unknown): boolean {
  return value === undefined || value === null || (Array.isArray(value) && value.length === 0);
}

/** The filters worth sending, or null when none narrows anything. */
export function surveyFiltersSent(
  filters: SurveyResponseFilters | null | undefined,
): SurveyResponseFilters | null {
  if (!filters) return null;
  const set = Object.entries(filters).filter(([, value]) => !filterUnset(value));
  return set.length > 0 ? (Object.fromEntries(set) as SurveyResponseFilters) : null;
}

/** The scope arguments checked, with empty filters and search left out. */
function scopeVariables(input: SurveyScopeInput): SurveyScopeArgs {
  const args = surveyScopeArgsSchema.parse(input);
  const searchText = args.searchText?.trim() ? args.searchText.trim() : null;
  return { ...args, filters: surveyFiltersSent(args.filters), searchText };
}

function responsesVariables(input: SurveyResponsesInput): SurveyResponsesArgs {
  const args = surveyResponsesArgsSchema.parse(input);
  return { ...args, ...scopeVariables(args) };
}

const request = <S extends z.ZodType>(
  document: string,
  variables: Record<string, unknown>,
  schema: S,
  signal?: AbortSignal,
) => graphqlRequest(vocEndpoint, document, variables, schema, signal);

/** GetSurveyResponses: one page of the survey's responses in the period, filtered, searched, sorted. */
export async function getSurveyResponses(
  input: SurveyResponsesInput,
  signal?: AbortSignal,
): Promise<SurveyResponse[]> {
  const data = await request(
    SURVEY_DOCUMENTS.GetSurveyResponses,
    responsesVariables(input),
    z.object({ GetSurveyResponses: z.array(surveyResponseSchema) }),
    signal,
  );
  return data.GetSurveyResponses;
}

/** GetSurveyResponsesCount: how many responses the same scope, filters and search match. */
export async function getSurveyResponsesCount(
  input: SurveyScopeInput,
  signal?: AbortSignal,
): Promise<number> {
  const data = await request(
    SURVEY_DOCUMENTS.GetSurveyResponsesCount,
    scopeVariables(input),
    z.object({ GetSurveyResponsesCount: z.number().int().nonnegative() }),
    signal,
  );
  return data.GetSurveyResponsesCount;
}

/** GetSurveyResponseQuestionAggregates: the summary (responses over time, completion, each question). */
export async function getSurveyAggregates(
  input: SurveyScopeInput,
  signal?: AbortSignal,
): Promise<SurveyAggregates> {
  const data = await request(
    SURVEY_DOCUMENTS.GetSurveyResponseQuestionAggregates,
    scopeVariables(input),
    z.object({ GetSurveyResponseQuestionAggregates: surveyAggregatesSchema }),
    signal,
  );
  return data.GetSurveyResponseQuestionAggregates;
}

/** GetSurveyResponseCategoryOverview: responses per applied category, and those with none. */
export async function getSurveyCategoryOverview(
  input: SurveyScopeInput,
  signal?: AbortSignal,
): Promise<SurveyCategoryOverview> {
  const data = await request(
    SURVEY_DOCUMENTS.GetSurveyResponseCategoryOverview,
    scopeVariables(input),
    z.object({ GetSurveyResponseCategoryOverview: surveyCategoryOverviewSchema }),
    signal,
  );
  return data.GetSurveyResponseCategoryOverview;
}

/** GetSurveyCategories: the categories that can be applied to the survey's responses (active leaves). */
export async function getSurveyCategories(
  surveyId: string,
  signal?: AbortSignal,
): Promise<SurveyCategoryOption[]> {
  const data = await request(
    SURVEY_DOCUMENTS.GetSurveyCategories,
    { surveyId },
    z.object({ GetSurveyCategories: z.array(surveyCategoryOptionSchema) }),
    signal,
  );
  return data.GetSurveyCategories;
}

/** GetSurveyResponsesCSV: starts an export of the responses in scope; answers the export to poll. */
export async function startSurveyResponsesCsv(
  input: SurveyScopeInput & { fileName: string },
  signal?: AbortSignal,
): Promise<SurveyCsvExport> {
  const data = await request(
    SURVEY_DOCUMENTS.GetSurveyResponsesCSV,
    { ...scopeVariables(input), fileName: input.fileName },
    z.object({ GetSurveyResponsesCSV: surveyCsvExportSchema }),
    signal,
  );
  return data.GetSurveyResponsesCSV;
}

/** GetCsvExport: an export the caller started, by `_id`; null when there is no such export. */
export async function getCsvExport(exportId: string, signal?: AbortSignal): Promise<SurveyCsvExport | null> {
  const data = await request(
    SURVEY_DOCUMENTS.GetCsvExport,
    { _id: exportId },
    z.object({ GetCsvExport: surveyCsvExportSchema.nullable() }),
    signal,
  );
  return data.GetCsvExport;
}

/** UpdateSurveyResponseCategories: sets the categories applied to a response (the whole new list). */
export async function updateSurveyResponseCategories(
  input: { responseId: string; categoryIds: string[] },
  signal?: AbortSignal,
): Promise<SurveyResponse> {
  const data = await request(
    SURVEY_DOCUMENTS.UpdateSurveyResponseCategories,
    { _id: input.responseId, categoryIds: input.categoryIds },
    z.object({ UpdateSurveyResponseCategories: surveyResponseSchema }),
    signal,
  );
  return data.UpdateSurveyResponseCategories;
}

/**
 * The query keys of the survey reads, under one root so that a change to a response (its
 * categories) refreshes the table, the counts, the summary and the category overview at once.
 */
export const surveyReadKeys = {
  all: ['survey-tool', 'reads'] as const,
  responses: (input: SurveyResponsesInput) => [...surveyReadKeys.all, 'responses', input] as const,
  count: (input: SurveyScopeInput) => [...surveyReadKeys.all, 'count', input] as const,
  aggregates: (input: SurveyScopeInput) => [...surveyReadKeys.all, 'aggregates', input] as const,
  categoryOverview: (input: SurveyScopeInput) => [...surveyReadKeys.all, 'category-overview', input] as const,
  categories: (surveyId: string) => [...surveyReadKeys.all, 'categories', surveyId] as const,
  csvExport: (exportId: string) => ['survey-tool', 'csv-export', exportId] as const,
};

/** Query options of GetSurveyResponses. */
export const surveyResponsesQuery = (input: SurveyResponsesInput) =>
  queryOptions({
    queryKey: surveyReadKeys.responses(input),
    queryFn: ({ signal }) => getSurveyResponses(input, signal),
  });

/** Query options of GetSurveyResponsesCount. */
export const surveyResponsesCountQuery = (input: SurveyScopeInput) =>
  queryOptions({
    queryKey: surveyReadKeys.count(input),
    queryFn: ({ signal }) => getSurveyResponsesCount(input, signal),
  });

/** Query options of GetSurveyResponseQuestionAggregates. */
export const surveyAggregatesQuery = (input: SurveyScopeInput) =>
  queryOptions({
    queryKey: surveyReadKeys.aggregates(input),
    queryFn: ({ signal }) => getSurveyAggregates(input, signal),
  });

/** Query options of GetSurveyResponseCategoryOverview. */
export const surveyCategoryOverviewQuery = (input: SurveyScopeInput) =>
  queryOptions({
    queryKey: surveyReadKeys.categoryOverview(input),
    queryFn: ({ signal }) => getSurveyCategoryOverview(input, signal),
  });

/** Query options of GetSurveyCategories (categories change rarely: five minutes fresh). */
export const surveyCategoriesQuery = (surveyId: string) =>
  queryOptions({
    queryKey: surveyReadKeys.categories(surveyId),
    queryFn: ({ signal }) => getSurveyCategories(surveyId, signal),
    staleTime: 5 * 60_000,
  });

/**
 * The hooks take null while the page cannot ask yet (no survey chosen, no period): nothing is sent.
 * A new period, filter or page keeps the last answer on screen until its own arrives.
 */
export const useSurveyResponses = (input: SurveyResponsesInput | null) =>
  useQuery({
    queryKey: input ? surveyReadKeys.responses(input) : [...surveyReadKeys.all, 'responses', null],
    queryFn: input ? ({ signal }) => getSurveyResponses(input, signal) : skipToken,
    placeholderData: keepPreviousData,
  });

/** GetSurveyResponsesCount for the page's scope (see `useSurveyResponses`). */
export const useSurveyResponsesCount = (input: SurveyScopeInput | null) =>
  useQuery({
    queryKey: input ? surveyReadKeys.count(input) : [...surveyReadKeys.all, 'count', null],
    queryFn: input ? ({ signal }) => getSurveyResponsesCount(input, signal) : skipToken,
    placeholderData: keepPreviousData,
  });

/** The summary's aggregates for the page's scope (see `useSurveyResponses`). */
export const useSurveyAggregates = (input: SurveyScopeInput | null) =>
  useQuery({
    queryKey: input ? surveyReadKeys.aggregates(input) : [...surveyReadKeys.all, 'aggregates', null],
    queryFn: input ? ({ signal }) => getSurveyAggregates(input, signal) : skipToken,
    placeholderData: keepPreviousData,
  });

/** The category overview for the page's scope (see `useSurveyResponses`). */
export const useSurveyCategoryOverview = (input: SurveyScopeInput | null) =>
  useQuery({
    queryKey: input
      ? surveyReadKeys.categoryOverview(input)
      : [...surveyReadKeys.all, 'category-overview', null],
    queryFn: input ? ({ signal }) => getSurveyCategoryOverview(input, signal) : skipToken,
    placeholderData: keepPreviousData,
  });

/** The categories of the survey's application; `enabled` false holds the call until it is needed. */
export const useSurveyCategories = (surveyId: string | null, enabled = true) =>
  useQuery({
    ...surveyCategoriesQuery(surveyId ?? ''),
    enabled: enabled && surveyId !== null,
  });

/** Starts a CSV export (GetSurveyResponsesCSV); the caller polls the answer's `_id`. */
export const useStartSurveyResponsesCsv = () =>
  useMutation({
    mutationFn: (input: SurveyScopeInput & { fileName: string }) => startSurveyResponsesCsv(input),
  });

/**
 * Sets a response's categories; once settled, every survey read is refreshed (the categories show
 * in the table, the overview and the category filter's counts). Optimistic changes are the page's.
 */
export function useUpdateSurveyResponseCategories() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { responseId: string; categoryIds: string[] }) =>
      updateSurveyResponseCategories(input),
    onSettled: () => client.invalidateQueries({ queryKey: surveyReadKeys.all }),
  });
}
