import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signInAt, shellReady, type Persona } from './sign-in';

/**
 * The Voice of Customer pages as the e2e specs reach them: the applications the demo data gives
 * feedback to, the paths of the three route families, and the module's GraphQL endpoint called as a
 * persona (to check what a page saved, or to read real names to build test data from).
 */

/** An application of each family with demo feedback (the e2e server seeds 3,000 items over 90 days). */
export const VOC_APPS = {
  'client-analytics': 'MSA@Web',
  'digital-surveys': 'DigitalSurvey@Web@portals',
  'journey-surveys': 'JourneySurvey@Web@journey_survey',
} as const;

export type VocFamily = keyof typeof VOC_APPS;

const FAMILY_BASES: Readonly<Record<VocFamily, string>> = {
  'client-analytics': 'client-analytics/voice-of-customer',
  'digital-surveys': 'voice-of-customer/digital-surveys',
  'journey-surveys': 'voice-of-customer/journey-surveys',
};

/** Every page of a survey family; client analytics has the first four (spec 001 section 2). */
export const VOC_SURVEY_PAGES = [
  'overview',
  'overview/details',
  'reviews',
  'edit-reviews',
  'training-data',
  'td-metrics',
  'Machine-Learning-Best-Practices',
  'settings',
] as const;
export const VOC_CLIENT_ANALYTICS_PAGES = VOC_SURVEY_PAGES.slice(0, 4);

export type VocPageName = (typeof VOC_SURVEY_PAGES)[number];

/** The GraphQL endpoint of the module (docs/api.md). */
export const VOC_GRAPHQL = '/api/voice-of-customer/graphql';

/** The path of a page of a family for its demo application, with an optional query. */
export function vocPath(family: VocFamily, page: VocPageName, query = ''): string {
  const path = `/${VOC_APPS[family]}/${FAMILY_BASES[family]}/${page}`;
  return query ? `${path}?${query.replace(/^\?/, '')}` : path;
}

/** Every VoC route of the three families (the access rule must show on each). */
export function vocAllPaths(): string[] {
  return [
    ...VOC_CLIENT_ANALYTICS_PAGES.map((page) => vocPath('client-analytics', page)),
    ...VOC_SURVEY_PAGES.map((page) => vocPath('digital-surveys', page)),
    ...VOC_SURVEY_PAGES.map((page) => vocPath('journey-surveys', page)),
  ];
}

/** Signs in at `path` as `persona` and waits for the shell (no welcome dialog left over it). */
export async function openVocPage(page: Page, path: string, persona: Persona): Promise<void> {
  await signInAt(page, path, persona);
  await shellReady(page);
}

/** A bearer token of `persona` from the embedded sign-in's token route. */
export async function tokenOf(request: APIRequestContext, persona: Persona): Promise<string> {
  const response = await request.post('/auth/token', { data: { username: persona } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * One call of the VoC GraphQL endpoint as `persona`; answers `data`, and fails the test with the
 * server's errors when there are any.
 */
export async function vocGraphql<T>(
  request: APIRequestContext,
  persona: Persona,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post(VOC_GRAPHQL, {
    headers: { authorization: `Bearer ${await tokenOf(request, persona)}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors ?? [], `GraphQL errors of ${query.slice(0, 60)}…`).toEqual([]);
  expect(response.status()).toBe(200);
  return body.data as T;
}

/** How many items of one application match `filters` in `period` (getFeedbackCount). */
export async function feedbackCount(
  request: APIRequestContext,
  appId: string,
  period: string,
  filters: Record<string, unknown> = {},
): Promise<number> {
  const declared = Object.keys(filters)
    .map((name) => `$${name}: ${FILTER_TYPES[name] ?? 'String'}`)
    .join(', ');
  const passed = Object.keys(filters)
    .map((name) => `, ${name}: $${name}`)
    .join('');
  const data = await vocGraphql<{ getFeedbackCount: number }>(
    request,
    'voc',
    `query Count($applicationIDs: [String!]!, $period: String${declared ? `, ${declared}` : ''}) {
      getFeedbackCount(applicationIDs: $applicationIDs, period: $period${passed})
    }`,
    { applicationIDs: [appId], period, ...filters },
  );
  return data.getFeedbackCount;
}

/** The GraphQL types of the filters the specs count by. */
const FILTER_TYPES: Readonly<Record<string, string>> = {
  sentiment: '[String!]',
  searchText: 'String',
  category: '[String!]',
};

/** A category of an application as getCategories answers it. */
export interface VocCategory {
  _id: string;
  category: string;
  subcategory: string | null;
  parent: string | null;
}

/** The active categories of an application (getCategories). */
export async function categoriesOf(request: APIRequestContext, appId: string): Promise<VocCategory[]> {
  const data = await vocGraphql<{ getCategories: VocCategory[] }>(
    request,
    'voc',
    `query Categories($applicationIDs: [String!]!) {
      getCategories(applicationIDs: $applicationIDs) { _id category subcategory parent }
    }`,
    { applicationIDs: [appId] },
  );
  return data.getCategories;
}

/** The categories that can be applied to an item: those no other category has as its parent. */
export function leafCategories(categories: readonly VocCategory[]): VocCategory[] {
  const parents = new Set(categories.map((category) => category.parent).filter(Boolean));
  return categories.filter((category) => !parents.has(category._id));
}

/** The name a category reads by: a subcategory's own name, else the top category's. */
export function categoryName(category: VocCategory): string {
  return category.subcategory ?? category.category;
}
