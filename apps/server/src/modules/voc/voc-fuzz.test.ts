import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { feedbackInput, gql, ingest } from './voc-test-kit';

/**
 * Bad input never reaches the caller as an internal error: the table's and the trends' arguments,
 * well-typed for GraphQL but otherwise anything (any text, any 32-bit number, any list), are
 * answered or refused with a 400 that names the argument, never a 500 or an `internal_error`.
 */

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    'MSA@Web',
    'timestamp',
    'CSAT',
    'email',
    '30d',
    '1fm',
    '0:1',
    "'; DROP TABLE x; --",
    '\\',
    '%_',
  ),
);
const int = fc.integer({ min: -2_147_483_648, max: 2_147_483_647 });
const float = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -5, max: 200 }),
);
const code = fc.oneof(text, fc.integer({ min: -3, max: 5 }), fc.boolean());
const range = fc.record({ from: fc.option(float), to: fc.option(float) }, { requiredKeys: [] });

const variablesArb = fc.record(
  {
    applicationIDs: fc.array(fc.oneof(text, fc.constant('MSA@Web')), { maxLength: 4 }),
    limit: int,
    offset: int,
    page: int,
    sortField: text,
    sortDirection: text,
    searchText: text,
    searchBy: text,
    period: text,
    periodOffset: int,
    isReviewed: code,
    isFlagged: code,
    isRerouteSent: code,
    CSAT: range,
    SR: range,
    awsSentimentNegative: range,
    minVerbatimLength: int,
    category: fc.array(text, { maxLength: 3 }),
    feedbackFields: fc.array(text, { maxLength: 3 }),
    activationMethod: fc.array(int, { maxLength: 3 }),
    step: text,
  },
  { requiredKeys: ['applicationIDs'] },
);

const TABLE = `query ($applicationIDs: [String!]!, $limit: Int, $offset: Int, $page: Int, $sortField: String,
  $sortDirection: String, $searchText: String, $searchBy: String, $period: String, $periodOffset: Int,
  $isReviewed: FilterCode, $isFlagged: FilterCode, $isRerouteSent: FilterCode, $CSAT: ScoreRange, $SR: ScoreRange,
  $awsSentimentNegative: ScoreRange, $minVerbatimLength: Int, $category: [String!], $feedbackFields: [String!],
  $activationMethod: [Int!]) {
  getFeedback(applicationIDs: $applicationIDs, limit: $limit, offset: $offset, page: $page, sortField: $sortField,
    sortDirection: $sortDirection, searchText: $searchText, searchBy: $searchBy, period: $period,
    periodOffset: $periodOffset, isReviewed: $isReviewed, isFlagged: $isFlagged, isRerouteSent: $isRerouteSent,
    CSAT: $CSAT, SR: $SR, awsSentimentNegative: $awsSentimentNegative, minVerbatimLength: $minVerbatimLength,
    category: $category, feedbackFields: $feedbackFields, activationMethod: $activationMethod, showPII: true) { _id }
  getFeedbackCount(applicationIDs: $applicationIDs, period: $period, isReviewed: $isReviewed, CSAT: $CSAT)
}`;

const TRENDS = `query ($applicationIDs: [String!]!, $period: String!, $step: String, $category: [String!]) {
  getBucketedFeedbackTrendsByTime(applicationIDs: $applicationIDs, period: $period, step: $step) { timestamp }
  getFeedbackOverviewSubcategories(applicationIDs: $applicationIDs, period: $period, category: $category) { _id }
}`;

describe('Voice of Customer arguments under fuzzing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await ingest(t, [feedbackInput(), feedbackInput({ CSAT: 20, verbatim: 'Slow internet all week' })]);
  });
  afterAll(() => t.close());

  const judge = (answer: Awaited<ReturnType<typeof gql>>) => {
    expect([200, 400]).toContain(answer.status);
    for (const error of answer.errors) {
      expect(error.extensions?.code, error.message).not.toBe('internal_error');
      expect(error.message).not.toMatch(/\bat .+\.(ts|js):\d+/);
    }
  };

  it('answers or refuses the table arguments, never with an internal error', async () => {
    await fc.assert(
      fc.asyncProperty(variablesArb, async (variables) => judge(await gql(t, 'voc', TABLE, variables))),
      { numRuns: 150 },
    );
  });

  it('stores or refuses any ingestion body, never with an internal error', async () => {
    const value = fc.oneof(text, float, fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 2 }));
    const item = fc.record(
      {
        source: text,
        timestamp: fc.oneof(fc.constant(Date.now()), float),
        appName: fc.oneof(fc.constant('MSA'), text),
        appType: fc.oneof(fc.constant('Web'), text),
        verbatim: fc.option(text),
        CSAT: fc.option(float),
        accountNumber: fc.option(text),
        prismAppliedCategories: fc.array(fc.record({ _id: text, category: text }), { maxLength: 2 }),
        extra: value,
      },
      { requiredKeys: ['source', 'timestamp', 'appName', 'appType'] },
    );
    const token = await t.as('collector');
    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 0, maxLength: 3 }), async (feedback) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/voice-of-customer/feedback',
          headers: { ...token, 'content-type': 'application/json' },
          payload: { feedback },
        });
        expect([200, 400], res.body).toContain(res.statusCode);
      }),
      { numRuns: 150 },
    );
  });

  it('changes or refuses any triage, never with an internal error', async () => {
    const [id] = await ingest(t, [feedbackInput({ verbatim: 'Triage me' })]);
    const TRIAGE = `mutation ($id: String!, $notes: String, $categories: [AppliedCategoryInput!], $manual: [String!],
      $rerouted: [String!], $flag: Boolean) {
      updateFeedbackOne(_id: $id, notes: $notes, prismAppliedCategories: $categories,
        prismAppliedManualCategories: $manual, reroutedCategories: $rerouted, isFlagged: $flag) { _id }
    }`;
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            id: fc.oneof(fc.constant(id!), text),
            notes: fc.option(fc.string({ maxLength: 3_000 })),
            categories: fc.array(fc.record({ _id: text }), { maxLength: 2 }),
            manual: fc.array(text, { maxLength: 2 }),
            rerouted: fc.array(text, { maxLength: 2 }),
            flag: fc.boolean(),
          },
          { requiredKeys: ['id'] },
        ),
        async (variables) => judge(await gql(t, 'voc', TRIAGE, variables)),
      ),
      { numRuns: 100 },
    );
  });

  it('answers or refuses the trend arguments, never with an internal error', async () => {
    await fc.assert(
      fc.asyncProperty(variablesArb, text, async (variables, period) =>
        judge(await gql(t, 'voc', TRENDS, { ...variables, period })),
      ),
      { numRuns: 100 },
    );
  });
});
