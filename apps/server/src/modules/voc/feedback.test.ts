import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { categoryTree, feedbackInput, gql, ingest } from './voc-test-kit';

const FIELDS =
  '_id appName appType verbatim notes email firstName pid encAccountNumber accountNumber awsSentiment { sentiment positive } awsKeywords isNullVerbatim prismAppliedCategories { _id category }';

describe('Voice of Customer feedback: ingestion, enrichment, reading, personal data', () => {
  let t: TestApp;
  let ids: string[];
  let tree: Awaited<ReturnType<typeof categoryTree>>;

  beforeAll(async () => {
    t = await buildTestApp();
    tree = await categoryTree(t);
    ids = await ingest(t, [
      feedbackInput({
        verbatim: 'Autopay failed again and I got a late fee. Terrible.',
        email: 'Pat.Customer@example.com',
        firstName: 'Pat',
        pid: 'PID-77',
        accountNumber: '8260123456789012',
        CSAT: 10,
        prismAppliedCategories: [{ _id: tree.autopay, category: 'Autopay failed' }],
      }),
      feedbackInput({
        verbatim: 'Love the new bill view, so easy to read!',
        CSAT: 95,
        appName: 'MSA',
        appType: 'iOS',
      }),
      feedbackInput({ verbatim: '   ', CSAT: 50 }),
      feedbackInput({
        appName: 'OneApp',
        appType: 'Roku',
        verbatim: 'Streaming keeps buffering every evening',
      }),
    ]);
  });
  afterAll(() => t.close());

  it('answers the new ids and derives the null-verbatim flag', async () => {
    expect(ids).toHaveLength(4);
    const answer = await gql<{ getFeedbackByID: { isNullVerbatim: boolean } }>(
      t,
      'voc',
      `query ($id: String!) { getFeedbackByID(_id: $id) { isNullVerbatim } }`,
      { id: ids[2] },
    );
    expect(answer.data?.getFeedbackByID.isNullVerbatim).toBe(true);
  });

  it('enriches every new item with sentiment and keywords within seconds', async () => {
    const deadline = Date.now() + 5_000;
    let sentiments: (string | undefined)[] = [];
    while (Date.now() < deadline) {
      const answer = await gql<{
        getFeedback: { _id: string; awsSentiment: { sentiment: string } | null }[];
      }>(
        t,
        'admin',
        `{ getFeedback(applicationIDs: ["MSA@Web", "MSA@iOS", "OneApp@Roku"], limit: 10) { _id awsSentiment { sentiment } } }`,
      );
      sentiments = (answer.data?.getFeedback ?? []).map((item) => item.awsSentiment?.sentiment);
      if (sentiments.length === 3 && sentiments.every(Boolean)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(sentiments).toHaveLength(3);
    expect(sentiments.every(Boolean)).toBe(true);
    const item = await gql<{
      getFeedbackByID: { awsSentiment: { sentiment: string }; awsKeywords: string[] };
    }>(
      t,
      'admin',
      `query ($id: String!) { getFeedbackByID(_id: $id) { awsSentiment { sentiment } awsKeywords } }`,
      { id: ids[0] },
    );
    expect(item.data?.getFeedbackByID.awsSentiment.sentiment).toBe('negative');
    expect(item.data?.getFeedbackByID.awsKeywords.length).toBeGreaterThan(0);
  });

  it('refuses a bad batch naming index, field and reason, and stores none of it', async () => {
    const before = await gql<{ getFeedbackCount: number }>(
      t,
      'admin',
      `{ getFeedbackCount(applicationIDs: ["MSA@Web"], includeNullVerbatims: true) }`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/voice-of-customer/feedback',
      headers: { ...(await t.as('collector')), 'content-type': 'application/json' },
      payload: { feedback: [feedbackInput(), feedbackInput({ CSAT: 101 })] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^feedback\[1\]\.CSAT: /);
    expect(res.json().error.details).toMatchObject({ index: 1, field: 'CSAT' });
    const unknownApp = await t.app.inject({
      method: 'POST',
      url: '/api/voice-of-customer/feedback',
      headers: { ...(await t.as('collector')), 'content-type': 'application/json' },
      payload: { feedback: [feedbackInput(), feedbackInput({ appName: 'Nope', appType: 'Web' })] },
    });
    expect(unknownApp.statusCode).toBe(400);
    expect(unknownApp.json().error.message).toBe('feedback[1].appName: no application Nope@Web');
    const after = await gql<{ getFeedbackCount: number }>(
      t,
      'admin',
      `{ getFeedbackCount(applicationIDs: ["MSA@Web"], includeNullVerbatims: true) }`,
    );
    expect(after.data?.getFeedbackCount).toBe(before.data?.getFeedbackCount);
  });

  it('counts app-store ratings unless includeAppfiguresRatings is false', async () => {
    const count = async (include: boolean | null) =>
      (
        await gql<{ getFeedbackCount: number }>(
          t,
          'voc',
          `query ($include: Boolean) { getFeedbackCount(applicationIDs: ["OneApp@Roku"], includeAppfiguresRatings: $include) }`,
          { include },
        )
      ).data?.getFeedbackCount;
    const before = await count(null);
    await ingest(t, [
      feedbackInput({
        appName: 'OneApp',
        appType: 'Roku',
        source: 'appfigures',
        verbatim: 'Good app',
        starRatingExternal: 4,
      }),
    ]);
    expect(await count(null)).toBe(before! + 1);
    expect(await count(true)).toBe(before! + 1);
    expect(await count(false)).toBe(before);
  });

  it('refuses more than 1,000 items with a 413 and an archived category with a 400', async () => {
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/voice-of-customer/feedback',
      headers: { ...(await t.as('collector')), 'content-type': 'application/json' },
      payload: { feedback: Array.from({ length: 1_001 }, () => feedbackInput()) },
    });
    expect(tooMany.statusCode).toBe(413);
    const archived = await t.app.inject({
      method: 'POST',
      url: '/api/voice-of-customer/feedback',
      headers: { ...(await t.as('collector')), 'content-type': 'application/json' },
      payload: {
        feedback: [feedbackInput({ prismAppliedCategories: [{ _id: tree.oldLeaf, category: 'x' }] })],
      },
    });
    expect(archived.statusCode).toBe(400);
    expect(archived.json().error.message).toContain('archived');
  });

  it('keeps personal data on the server without customer-feedback-access and showPII', async () => {
    const read = async (username: string, showPII: boolean) =>
      (
        await gql<{ getFeedbackByID: Record<string, unknown> }>(
          t,
          username,
          `query ($id: String!, $showPII: Boolean) { getFeedbackByID(_id: $id, showPII: $showPII) { ${FIELDS} } }`,
          { id: ids[0], showPII },
        )
      ).data?.getFeedbackByID;
    for (const [username, showPII] of [
      ['voc', false],
      ['voc-reader', true],
      ['voc-reader', false],
    ] as const) {
      const item = await read(username, showPII);
      expect(item?.verbatim, username).toContain('Autopay');
      for (const field of ['email', 'firstName', 'pid', 'encAccountNumber', 'accountNumber']) {
        expect(item?.[field], `${username} ${field}`).toBeNull();
      }
    }
    const shown = await read('voc', true);
    expect(shown).toMatchObject({ email: 'Pat.Customer@example.com', firstName: 'Pat', pid: 'PID-77' });
    // The account number is stored encrypted only: the plain one never comes back.
    expect(shown?.accountNumber).toBeNull();
    expect(String(shown?.encAccountNumber)).toMatch(/^k1\./);
  });

  it('reveals an account number only through the transformer call with transformer-decrypt, logged', async () => {
    const shown = await gql<{ getFeedbackByID: { encAccountNumber: string } }>(
      t,
      'voc',
      `query ($id: String!) { getFeedbackByID(_id: $id, showPII: true) { encAccountNumber } }`,
      { id: ids[0] },
    );
    const encrypted = shown.data!.getFeedbackByID.encAccountNumber;
    const decrypt = async (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/transformer',
        headers: { ...(await t.as(username)), 'content-type': 'application/json' },
        payload: { data: [{ field: 'encAccountNumber', value: encrypted }], cryptingMethod: 'decrypt' },
      });
    // The analyst of feedback sees the encrypted number but may not decrypt it.
    expect((await decrypt('voc')).statusCode).toBe(403);
    const revealed = await decrypt('admin');
    expect(revealed.statusCode).toBe(200);
    expect(revealed.json()).toEqual([{ field: 'encAccountNumber', value: '8260123456789012' }]);
    const [logged] = await t.app.db.query<{ tool: string; row_count: number }>(
      `SELECT tool, row_count FROM user_access_log WHERE user_id = 'admin' ORDER BY id DESC LIMIT 1`,
    );
    expect(logged).toMatchObject({ row_count: 1 });
  });

  it('sorts by a personal field only with access: the order would tell on the customers', async () => {
    const sorted = async (username: string, showPII: boolean) =>
      gql<{ getFeedback: { _id: string }[] }>(
        t,
        username,
        `query ($showPII: Boolean) { getFeedback(applicationIDs: ["MSA@Web"], sortField: "email", showPII: $showPII) { _id } }`,
        { showPII },
      );
    const refused = await sorted('voc-reader', true);
    expect(refused.errors[0]?.extensions?.status).toBe(400);
    expect(refused.errors[0]?.message).toBe(
      'sortField: sorting by email needs customer-feedback-access and showPII',
    );
    expect((await sorted('voc', false)).errors[0]?.extensions?.status).toBe(400);
    expect((await sorted('voc', true)).errors).toEqual([]);
  });

  it('searches personal fields only with access: otherwise they find nothing', async () => {
    const search = async (username: string, searchText: string, showPII: boolean) =>
      (
        await gql<{ getFeedback: { _id: string }[] }>(
          t,
          username,
          `query ($text: String!, $showPII: Boolean) {
            getFeedback(applicationIDs: ["MSA@Web"], searchText: $text, showPII: $showPII) { _id } }`,
          { text: searchText, showPII },
        )
      ).data?.getFeedback.map((item) => item._id);
    expect(await search('voc', 'pat.customer@example.com', true)).toEqual([ids[0]]);
    expect(await search('voc', '8260123456789012', true)).toEqual([ids[0]]);
    expect(await search('voc', 'pat.customer@example.com', false)).toEqual([]);
    expect(await search('voc-reader', 'PID-77', true)).toEqual([]);
    expect(await search('voc-reader', 'late fee', false)).toEqual([ids[0]]);
  });

  it('filters by category at every level, No Category, and the review codes', async () => {
    const list = async (args: string) =>
      (
        await gql<{ getFeedback: { _id: string }[] }>(
          t,
          'voc',
          `{ getFeedback(applicationIDs: ["MSA@Web", "MSA@iOS"], ${args}) { _id } }`,
        )
      ).data?.getFeedback.map((item) => item._id);
    expect(await list(`category: ["${tree.billing}"]`)).toEqual([ids[0]]);
    expect(await list(`middleCategory: ["${tree.payments}"]`)).toEqual([ids[0]]);
    expect(await list(`category: ["No Category"]`)).toEqual([ids[1]]);
    expect(await list(`isReviewed: "TRUE"`)).toEqual([]);
    expect((await list(`isReviewed: 0`))?.length).toBe(2);
    expect((await list(`includeNullVerbatims: true`))?.length).toBe(3);
  });
});
