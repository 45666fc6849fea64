import type { FeedbackIngestItem } from '@prism/domain';
import type { TestApp } from '../../../test/helpers';

/**
 * Helpers of the Voice of Customer tests: GraphQL calls as a persona, ingestion, and a small
 * category tree. Test-only (imported by `*.test.ts` files).
 */

export const VOC_GRAPHQL = '/api/voice-of-customer/graphql';

export interface GraphqlAnswer<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors: { message: string; extensions?: { code?: string; status?: number } }[];
}

/** Posts a GraphQL document as a persona. */
export async function gql<T = Record<string, unknown>>(
  t: TestApp,
  username: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer<T>> {
  const res = await t.app.inject({
    method: 'POST',
    url: VOC_GRAPHQL,
    headers: { ...(await t.as(username)), 'content-type': 'application/json' },
    payload: { query, variables },
  });
  const body = res.json() as {
    data?: T | null;
    errors?: GraphqlAnswer['errors'];
    error?: { message: string };
  };
  return {
    status: res.statusCode,
    data: body.data ?? null,
    errors: body.errors ?? (body.error ? [{ message: body.error.message }] : []),
  };
}

/** A minimal valid item for an application, with what the test adds. */
export function feedbackInput(overrides: Partial<FeedbackIngestItem> = {}): FeedbackIngestItem {
  return {
    source: 'cqe',
    timestamp: Date.now() - 60 * 60 * 1000,
    appName: 'MSA',
    appType: 'Web',
    verbatim: 'The bill page will not load and I was charged twice this month.',
    ...overrides,
  } as FeedbackIngestItem;
}

/** Sends items through the ingestion call as a persona; returns the new ids (throws on refusal). */
export async function ingest(
  t: TestApp,
  items: FeedbackIngestItem[],
  username = 'collector',
): Promise<string[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/voice-of-customer/feedback',
    headers: { ...(await t.as(username)), 'content-type': 'application/json' },
    payload: { feedback: items },
  });
  if (res.statusCode !== 200) throw new Error(`ingestion refused: ${res.statusCode} ${res.body}`);
  return (res.json() as { _ids: string[] })._ids;
}

/** A three-level tree for MSA@Web: Billing → Payments → Autopay failed, and an archived branch. */
export async function categoryTree(t: TestApp) {
  const insert = async (args: Record<string, unknown>) => {
    const answer = await gql<{ insertCategory: { _id: string } }>(
      t,
      'admin',
      `mutation ($applicationIDs: [String!]!, $category: String!, $parent: String, $subcategory: String) {
        insertCategory(applicationIDs: $applicationIDs, category: $category, parent: $parent, subcategory: $subcategory) { _id }
      }`,
      { applicationIDs: ['MSA@Web', 'MSA@iOS'], ...args },
    );
    if (!answer.data) throw new Error(answer.errors.map((error) => error.message).join('; '));
    return answer.data.insertCategory._id;
  };
  const billing = await insert({ category: 'Billing' });
  const payments = await insert({ category: 'Billing', parent: billing, subcategory: 'Payments' });
  const autopay = await insert({ category: 'Billing', parent: payments, subcategory: 'Autopay failed' });
  const outages = await insert({ category: 'Outages' });
  const old = await insert({ category: 'Outages', parent: outages, subcategory: 'Old branch' });
  const oldLeaf = await insert({ category: 'Outages', parent: old, subcategory: 'Under old branch' });
  await gql(t, 'admin', 'mutation ($id: String!) { updateCategory(_id: $id, isArchived: true) { _id } }', {
    id: old,
  });
  return { billing, payments, autopay, outages, old, oldLeaf };
}
