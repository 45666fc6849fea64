import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/server';
import { vocGraphqlMock } from '../testing/voc-graphql-mock';
import {
  decryptAccountNumber,
  feedbackDocument,
  feedbackSelection,
  getFeedback,
  getFeedbackCount,
} from './feedback';

describe('feedbackDocument', () => {
  it('declares exactly the arguments given, each with its GraphQL type', () => {
    const document = feedbackDocument(
      'getFeedback',
      {
        applicationIDs: ['MSA@Web'],
        period: '30d',
        CSAT: { from: 0, to: 50 },
        limit: 10,
        nope: 1,
        searchText: undefined,
      },
      '_id CSAT',
    );
    expect(document).toBe(
      'query Feedback($applicationIDs: [String!]!, $period: String, $CSAT: ScoreRange, $limit: Int) ' +
        '{ getFeedback(applicationIDs: $applicationIDs, period: $period, CSAT: $CSAT, limit: $limit) { _id CSAT } }',
    );
  });

  it('leaves paging out of the count', () => {
    expect(
      feedbackDocument('getFeedbackCount', { applicationIDs: ['MSA@Web'], limit: 10, sortField: 'CSAT' }),
    ).toBe(
      'query FeedbackCount($applicationIDs: [String!]!) { getFeedbackCount(applicationIDs: $applicationIDs) }',
    );
  });

  it('selects _id first and nested fields with their sub-selection', () => {
    expect(feedbackSelection(['timestamp', 'awsSentiment', '_id'])).toBe(
      '_id timestamp awsSentiment { sentiment positive negative mixed neutral }',
    );
  });
});

describe('getFeedback', () => {
  it('asks for one page of the fields shown, sorted, and reads the rows', async () => {
    const { handler, calls } = vocGraphqlMock({
      getFeedback: () => [{ _id: 'f1', timestamp: 1_790_000_000_000, CSAT: 90 }],
    });
    server.use(handler);
    const rows = await getFeedback({
      variables: { applicationIDs: ['MSA@Web'], period: '30d', showPII: false },
      fields: ['timestamp', 'CSAT'],
      page: 2,
      pageSize: 25,
      sortField: 'CSAT',
      sortDirection: 'asc',
    });
    expect(rows).toEqual([{ _id: 'f1', timestamp: 1_790_000_000_000, CSAT: 90 }]);
    expect(calls[0]?.variables).toEqual({
      applicationIDs: ['MSA@Web'],
      period: '30d',
      showPII: false,
      limit: 25,
      offset: 50,
      sortField: 'CSAT',
      sortDirection: 'asc',
      feedbackFields: ['timestamp', 'CSAT'],
    });
  });

  it('refuses an answer that breaks the item schema', async () => {
    server.use(vocGraphqlMock({ getFeedback: () => [{ _id: 'f1', CSAT: 900 }] }).handler);
    await expect(
      getFeedback({
        variables: { applicationIDs: ['MSA@Web'] },
        fields: ['CSAT'],
        page: 0,
        pageSize: 10,
        sortField: 'timestamp',
        sortDirection: 'desc',
      }),
    ).rejects.toThrow();
  });

  it('counts with the filters only', async () => {
    const { handler, calls } = vocGraphqlMock({ getFeedbackCount: () => 1234 });
    server.use(handler);
    expect(await getFeedbackCount({ applicationIDs: ['MSA@Web'], searchText: 'outage' })).toBe(1234);
    expect(calls[0]?.variables).toEqual({ applicationIDs: ['MSA@Web'], searchText: 'outage' });
  });
});

describe('decryptAccountNumber', () => {
  it('sends the value to the transformer to decrypt and gives the plain number', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/transformer', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json([{ field: 'encAccountNumber', value: '8333006741932000' }]);
      }),
    );
    expect(await decryptAccountNumber({ field: 'encAccountNumber', value: 'k1.abc' })).toBe(
      '8333006741932000',
    );
    expect(body).toEqual({
      data: [{ field: 'encAccountNumber', value: 'k1.abc' }],
      cryptingMethod: 'decrypt',
    });
  });

  it('fails on the decryption-failed answer', async () => {
    server.use(
      http.post('*/api/transformer', () =>
        HttpResponse.json([{ field: 'encAccountNumber', value: 'Spec Guide decryption failed' }]),
      ),
    );
    await expect(decryptAccountNumber({ field: 'encAccountNumber', value: 'k1.bad' })).rejects.toThrow();
  });
});
