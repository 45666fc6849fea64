import { DAY_MS, HOUR_MS, type FeedbackIngestItem } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { categoryTree, feedbackInput, gql } from './voc-test-kit';

/**
 * The overview's figures (spec 001 sections 3, 7 and 9): bucketed trends, per-category trends
 * against the period before, the category overview tables, overall trends and star ratings per day.
 * Feedback days run in UTC − 7 h (`Etc/GMT+7`): a day starts at 07:00 UTC.
 */

const TREND_FIELDS = `timestamp feedbackCount internalFeedbackCount nullVerbatimsCount avgCSAT sumCSAT countCSAT
  NPS countNPS countPromoters countPassives countDetractors avgSR sumSR countSR avgStarRating sumStarRating
  countStarRating avgStarRatingExternal sumStarRatingExternal countStarRatingExternal appStoreRatingCounts
  avgSentimentPositive countPositive countNegative countNeutral`;

interface Trend {
  timestamp: number | null;
  feedbackCount: number;
  internalFeedbackCount: number;
  nullVerbatimsCount: number;
  avgCSAT: number | null;
  sumCSAT: number;
  countCSAT: number;
  NPS: number | null;
  countNPS: number;
  countPromoters: number;
  countPassives: number;
  countDetractors: number;
  avgSR: number | null;
  sumSR: number;
  countSR: number;
  avgStarRating: number | null;
  sumStarRating: number;
  countStarRating: number;
  avgStarRatingExternal: number | null;
  sumStarRatingExternal: number;
  countStarRatingExternal: number;
  appStoreRatingCounts: number[];
  avgSentimentPositive: number | null;
  countPositive: number;
  countNegative: number;
  countNeutral: number;
}

interface CategoryTrend {
  _id: string;
  category: string;
  subcategory: string | null;
  trend: Trend;
  previous: Trend;
}

interface OverviewRow {
  _id: string;
  category: string;
  subcategory: string | null;
  count: number;
  share: number;
  previousCount: number;
  change: number | null;
}

/** Start of today in the VoC zone: 07:00 UTC of the day that holds now − 7 h. */
const TODAY = Math.floor((Date.now() - 7 * HOUR_MS) / DAY_MS) * DAY_MS + 7 * HOUR_MS;
/** An instant `hours` into the VoC day `day` days from today (negative: before). */
const at = (day: number, hours: number) => TODAY + day * DAY_MS + hours * HOUR_MS;
/** The last seven complete VoC days, and the seven before them, as absolute periods. */
const WEEK = `${at(-7, 0)}:${TODAY}`;

const positive = { sentiment: 'positive', positive: 0.75, negative: 0.25, mixed: 0, neutral: 0 } as const;
const negative = { sentiment: 'negative', positive: 0.25, negative: 0.75, mixed: 0, neutral: 0 } as const;
const neutral = { sentiment: 'neutral', positive: 0, negative: 0, mixed: 0, neutral: 1 } as const;

const EMPTY_TREND = {
  feedbackCount: 0,
  internalFeedbackCount: 0,
  nullVerbatimsCount: 0,
  avgCSAT: null,
  sumCSAT: 0,
  countCSAT: 0,
  NPS: null,
  countNPS: 0,
  avgSR: null,
  avgStarRating: null,
  avgStarRatingExternal: null,
  appStoreRatingCounts: [0, 0, 0, 0, 0],
  avgSentimentPositive: null,
};

describe('Voice of Customer trends', () => {
  let t: TestApp;
  let tree: Awaited<ReturnType<typeof categoryTree>>;
  let refunds: string;
  let login: string;

  async function query<T>(persona: string, document: string): Promise<T> {
    const answer = await gql<T>(t, persona, document);
    expect(answer.errors, document).toEqual([]);
    return answer.data!;
  }

  const bucketed = async (args: string) =>
    (
      await query<{ getBucketedFeedbackTrendsByTime: Trend[] }>(
        'voc-reader',
        `{ getBucketedFeedbackTrendsByTime(${args}) { ${TREND_FIELDS} } }`,
      )
    ).getBucketedFeedbackTrendsByTime;

  const overall = async (args: string, persona = 'voc-reader') =>
    (await query<{ getOverallTrends: Trend }>(persona, `{ getOverallTrends(${args}) { ${TREND_FIELDS} } }`))
      .getOverallTrends;

  const perCategory = async (args: string) =>
    (
      await query<{ getFeedbackTrends: CategoryTrend[] }>(
        'voc-reader',
        `{ getFeedbackTrends(applicationIDs: ["MSA@Web"], ${args}) {
          _id category subcategory trend { ${TREND_FIELDS} } previous { ${TREND_FIELDS} } } }`,
      )
    ).getFeedbackTrends;

  async function insertCategory(args: Record<string, unknown>): Promise<string> {
    const answer = await gql<{ insertCategory: { _id: string } }>(
      t,
      'admin',
      `mutation ($category: String!, $parent: String, $subcategory: String) {
        insertCategory(applicationIDs: ["MSA@Web", "MSA@iOS"], category: $category, parent: $parent,
          subcategory: $subcategory) { _id } }`,
      args,
    );
    return answer.data!.insertCategory._id;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    tree = await categoryTree(t);
    refunds = await insertCategory({ category: 'Billing', parent: tree.billing, subcategory: 'Refunds' });
    login = await insertCategory({ category: 'Login' });
    const applied = (id: string) => [{ _id: id, category: 'x' }];
    const item = (timestamp: number, overrides: Partial<FeedbackIngestItem>) =>
      feedbackInput({ timestamp, awsSentiment: neutral, ...overrides });
    const items: FeedbackIngestItem[] = [
      // MSA@Web, the last seven days.
      item(at(-7, 12), {
        prismAppliedCategories: applied(tree.autopay),
        CSAT: 80,
        NPS: 10,
        SR: 1,
        starRating: 5,
        starRatingExternal: 4,
        awsSentiment: positive,
      }),
      item(at(-7, 13), {
        prismAppliedCategories: applied(refunds),
        CSAT: 40,
        NPS: 6,
        SR: 0.5,
        starRating: 2,
        awsSentiment: negative,
      }),
      item(at(-5, 12), {
        prismAppliedCategories: applied(tree.autopay),
        CSAT: 100,
        NPS: 9,
        starRating: 4,
        awsSentiment: positive,
      }),
      item(at(-5, 14), {
        prismAppliedCategories: applied(login),
        CSAT: 20,
        NPS: 7,
        SR: 0,
        starRatingExternal: 1,
        awsSentiment: negative,
      }),
      item(at(-2, 12), { verbatim: null, awsSentiment: null, CSAT: 60, NPS: 3, starRating: 5 }),
      item(at(-1, 23.5), {
        prismAppliedCategories: applied(login),
        source: 'cqeInternal',
        CSAT: 90,
        NPS: 10,
      }),
      // MSA@Web, the seven days before.
      item(at(-13, 12), { prismAppliedCategories: applied(tree.autopay), CSAT: 50 }),
      item(at(-11, 12), { prismAppliedCategories: applied(login) }),
      item(at(-9, 12), {}),
      item(at(-8, 12), { prismAppliedCategories: applied(tree.autopay) }),
      // MSA@Web, the seven days before those.
      item(at(-20, 12), { prismAppliedCategories: applied(tree.autopay) }),
      // Other applications.
      item(at(-3, 12), { appName: 'OneApp', appType: 'Roku', CSAT: 0 }),
      item(at(-1, 23.5), { appType: 'iOS' }),
      item(at(-2, 23.5), { appType: 'iOS' }),
      // On Outages itself: its only child is archived, so it is applied directly.
      item(at(-3, 12), { appType: 'iOS', prismAppliedCategories: applied(tree.outages) }),
      item(at(-4, 12), { appName: 'LegacyWidget', appType: 'Web' }),
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/voice-of-customer/feedback',
      headers: { ...(await t.as('collector')), 'content-type': 'application/json' },
      payload: { feedback: items },
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  describe('getBucketedFeedbackTrendsByTime', () => {
    it('answers one bucket per VoC day of the period, empty ones with 0, with exact figures', async () => {
      const buckets = await bucketed(`applicationIDs: ["MSA@Web"], period: "${WEEK}", step: "1d"`);
      expect(buckets.map((bucket) => bucket.timestamp)).toEqual(
        [-7, -6, -5, -4, -3, -2, -1].map((d) => at(d, 0)),
      );
      expect(buckets.map((bucket) => bucket.feedbackCount)).toEqual([2, 0, 2, 0, 0, 1, 1]);
      expect(buckets[0]).toMatchObject({
        feedbackCount: 2,
        sumCSAT: 120,
        countCSAT: 2,
        avgCSAT: 60,
        countNPS: 2,
        countPromoters: 1,
        countPassives: 0,
        countDetractors: 1,
        NPS: 0,
        sumSR: 1.5,
        countSR: 2,
        avgSR: 0.75,
        sumStarRating: 7,
        countStarRating: 2,
        avgStarRating: 3.5,
        sumStarRatingExternal: 4,
        countStarRatingExternal: 1,
        avgStarRatingExternal: 4,
        appStoreRatingCounts: [0, 0, 0, 1, 0],
        avgSentimentPositive: 0.5,
        countPositive: 1,
        countNegative: 1,
      });
      expect(buckets[1]).toMatchObject({ timestamp: at(-6, 0), ...EMPTY_TREND });
      // NPS: 50 % promoters − 0 % detractors.
      expect(buckets[2]).toMatchObject({
        sumCSAT: 120,
        avgCSAT: 60,
        countPromoters: 1,
        countPassives: 1,
        countDetractors: 0,
        NPS: 50,
        sumSR: 0,
        countSR: 1,
        avgSR: 0,
        avgStarRating: 4,
        avgStarRatingExternal: 1,
        appStoreRatingCounts: [1, 0, 0, 0, 0],
      });
      // The item without a verbatim counts, and says so.
      expect(buckets[5]).toMatchObject({
        feedbackCount: 1,
        nullVerbatimsCount: 1,
        NPS: -100,
        avgSentimentPositive: null,
      });
      expect(buckets[6]).toMatchObject({ feedbackCount: 1, internalFeedbackCount: 1, avgCSAT: 90, NPS: 100 });
      // Left out on request.
      const withText = await bucketed(
        `applicationIDs: ["MSA@Web"], period: "${WEEK}", step: "1d", includeNullVerbatims: false`,
      );
      expect(withText.map((bucket) => bucket.feedbackCount)).toEqual([2, 0, 2, 0, 0, 0, 1]);
      // Filters apply: only the Billing items.
      const billing = await bucketed(
        `applicationIDs: ["MSA@Web"], period: "${WEEK}", step: "1d", category: ["${tree.billing}"]`,
      );
      expect(billing.map((bucket) => bucket.feedbackCount)).toEqual([2, 0, 1, 0, 0, 0, 0]);
    });

    it("covers a '10d' period with day buckets starting at 07:00 UTC", async () => {
      const before = Date.now();
      const buckets = await bucketed(`applicationIDs: ["MSA@Web"], period: "10d"`);
      const after = Date.now();
      expect(buckets.length).toBeGreaterThanOrEqual(10);
      expect(buckets.length).toBeLessThanOrEqual(11);
      for (const [index, bucket] of buckets.entries()) {
        expect(bucket.timestamp! % DAY_MS).toBe(7 * HOUR_MS);
        if (index > 0) expect(bucket.timestamp! - buckets[index - 1]!.timestamp!).toBe(DAY_MS);
      }
      // The first bucket holds the period's start, the last its end (now, to the last 5 minutes).
      const first = buckets[0]!.timestamp!;
      const last = buckets[buckets.length - 1]!.timestamp!;
      expect(first).toBeLessThanOrEqual(after - 10 * DAY_MS);
      expect(first + DAY_MS).toBeGreaterThan(before - 10 * DAY_MS - 5 * 60_000);
      expect(last).toBeLessThanOrEqual(after);
      expect(last + DAY_MS).toBeGreaterThan(before - 5 * 60_000);
      // Six items of the last week and two of days −9 and −8; days −11 and before are out.
      expect(buckets.reduce((sum, bucket) => sum + bucket.feedbackCount, 0)).toBe(8);
      expect(buckets.find((bucket) => bucket.timestamp === at(-7, 0))).toMatchObject({
        feedbackCount: 2,
        sumCSAT: 120,
        NPS: 0,
      });
      expect(buckets.find((bucket) => bucket.timestamp === at(-6, 0))).toMatchObject(EMPTY_TREND);
    });

    it('refuses an unknown step and a bad period', async () => {
      const step = await gql(
        t,
        'voc',
        `{ getBucketedFeedbackTrendsByTime(applicationIDs: ["MSA@Web"], period: "10d", step: "5m") { timestamp } }`,
      );
      expect(step.errors[0]?.extensions?.status).toBe(400);
      const period = await gql(
        t,
        'voc',
        `{ getBucketedFeedbackTrendsByTime(applicationIDs: ["MSA@Web"], period: "lately") { timestamp } }`,
      );
      expect(period.errors[0]?.extensions?.status).toBe(400);
      expect(period.errors[0]?.message).toBe('period: Invalid period supplied');
      const overallPeriod = await gql(t, 'voc', `{ getOverallTrends(period: "lately") { feedbackCount } }`);
      expect(overallPeriod.errors[0]?.extensions?.status).toBe(400);
    });
  });

  describe('getOverallTrends', () => {
    it('sums the period over the applications named', async () => {
      const week = await overall(`period: "${WEEK}", applicationIDs: ["MSA@Web"]`);
      expect(week).toMatchObject({
        timestamp: null,
        feedbackCount: 6,
        internalFeedbackCount: 1,
        nullVerbatimsCount: 1,
        sumCSAT: 390,
        countCSAT: 6,
        avgCSAT: 65,
        countNPS: 6,
        countPromoters: 3,
        countPassives: 1,
        countDetractors: 2,
        sumSR: 1.5,
        countSR: 3,
        avgSR: 0.5,
        sumStarRating: 16,
        countStarRating: 4,
        avgStarRating: 4,
        sumStarRatingExternal: 5,
        countStarRatingExternal: 2,
        avgStarRatingExternal: 2.5,
        appStoreRatingCounts: [1, 0, 0, 1, 0],
        countPositive: 2,
        countNegative: 2,
        countNeutral: 1,
      });
      // (3 promoters − 2 detractors) / 6 answers.
      expect(week.NPS).toBeCloseTo((100 * (3 - 2)) / 6, 10);
      expect(week.avgSentimentPositive).toBeCloseTo(0.4, 6);
      expect((await overall(`period: "10d", applicationIDs: ["MSA@Web"]`)).feedbackCount).toBe(8);
      expect((await overall(`period: "30d", applicationIDs: ["MSA@Web"]`)).feedbackCount).toBe(11);
    });

    it('without applications, counts every application the caller reads', async () => {
      // MSA@Web 6, OneApp@Roku 1, MSA@iOS 3; LegacyWidget@Web only for the admin.
      expect((await overall(`period: "${WEEK}"`, 'voc')).feedbackCount).toBe(10);
      expect((await overall(`period: "${WEEK}"`, 'admin')).feedbackCount).toBe(11);
    });

    it("reads '1d' (yesterday) in the VoC zone: 23:30 local yesterday counts, 23:30 the day before does not", async () => {
      // The MSA@iOS items sit half an hour before today's and yesterday's 07:00 UTC.
      expect((await overall(`period: "1d", applicationIDs: ["MSA@iOS"]`)).feedbackCount).toBe(1);
      const day = await bucketed(`applicationIDs: ["MSA@iOS"], period: "1d", step: "1d"`);
      expect(day.map((bucket) => [bucket.timestamp, bucket.feedbackCount])).toEqual([[at(-1, 0), 1]]);
      const hours = await bucketed(`applicationIDs: ["MSA@iOS"], period: "1d"`);
      expect(hours).toHaveLength(24);
      expect(hours[0]!.timestamp).toBe(at(-1, 0));
      expect(hours[23]).toMatchObject({ timestamp: at(-1, 23), feedbackCount: 1 });
    });
  });

  describe('getFeedbackTrends', () => {
    it('answers each leaf category with this period and the one before', async () => {
      const rows = await perCategory(`period: "${WEEK}"`);
      expect(rows.map((row) => [row._id, row.trend.feedbackCount, row.previous.feedbackCount])).toEqual([
        [tree.autopay, 2, 2],
        [refunds, 1, 0],
        [login, 2, 1],
      ]);
      expect(rows[0]).toMatchObject({ category: 'Billing', subcategory: 'Autopay failed' });
      expect(rows[0]!.trend).toMatchObject({ avgCSAT: 90, countPromoters: 2, NPS: 100 });
      expect(rows[0]!.previous).toMatchObject({ avgCSAT: 50, countCSAT: 1 });
      expect(rows[2]!.trend).toMatchObject({ avgCSAT: 55, NPS: 50, internalFeedbackCount: 1 });
      expect(rows[1]!.previous).toMatchObject(EMPTY_TREND);
    });

    it('answers a category whose only children are archived as a leaf, as triage applies it', async () => {
      const rows = await gql<{ getFeedbackTrends: CategoryTrend[] }>(
        t,
        'voc-reader',
        `{ getFeedbackTrends(applicationIDs: ["MSA@iOS"], period: "${WEEK}") { _id category trend { feedbackCount } } }`,
      );
      expect(
        rows.data?.getFeedbackTrends.map((row) => [row._id, row.category, row.trend.feedbackCount]),
      ).toEqual([[tree.outages, 'Outages', 1]]);
    });

    it('rolls up to top categories with showAsRollup', async () => {
      const rows = await perCategory(`period: "${WEEK}", showAsRollup: true`);
      expect(
        rows.map((row) => [
          row.category,
          row.subcategory,
          row.trend.feedbackCount,
          row.previous.feedbackCount,
        ]),
      ).toEqual([
        ['Billing', null, 3, 2],
        ['Login', null, 2, 1],
      ]);
      expect(rows[0]!.trend).toMatchObject({ sumCSAT: 220, countCSAT: 3 });
    });

    it('answers the children of the chosen category with isSubcategoryDetailsPage', async () => {
      const rows = await perCategory(
        `period: "${WEEK}", isSubcategoryDetailsPage: true, category: ["${tree.billing}"]`,
      );
      expect(
        rows.map((row) => [row._id, row.subcategory, row.trend.feedbackCount, row.previous.feedbackCount]),
      ).toEqual([
        [tree.payments, 'Payments', 2, 2],
        [refunds, 'Refunds', 1, 0],
      ]);
      const middle = await perCategory(
        `period: "${WEEK}", isSubcategoryDetailsPage: true, middleCategory: ["${tree.payments}"]`,
      );
      expect(middle.map((row) => [row._id, row.trend.feedbackCount])).toEqual([[tree.autopay, 2]]);
      const none = await gql(
        t,
        'voc',
        `{ getFeedbackTrends(applicationIDs: ["MSA@Web"], period: "${WEEK}", isSubcategoryDetailsPage: true) { _id } }`,
      );
      expect(none.errors[0]?.extensions?.status).toBe(400);
    });

    it('moves both periods back with periodOffset', async () => {
      const rows = await perCategory(`period: "${WEEK}", periodOffset: 1`);
      expect(rows.map((row) => [row._id, row.trend.feedbackCount, row.previous.feedbackCount])).toEqual([
        [tree.autopay, 2, 1],
        [login, 1, 0],
      ]);
    });
  });

  describe('the overview tables', () => {
    it('getFeedbackOverviewCategories: count, share, previous count, change and a No Category row', async () => {
      const rows = (
        await query<{ getFeedbackOverviewCategories: OverviewRow[] }>(
          'voc-reader',
          `{ getFeedbackOverviewCategories(applicationIDs: ["MSA@Web"], period: "${WEEK}") {
            _id category subcategory count share previousCount change } }`,
        )
      ).getFeedbackOverviewCategories;
      expect(rows.map(({ share, ...rest }) => ({ ...rest, share: Number(share.toFixed(6)) }))).toEqual([
        {
          _id: tree.billing,
          category: 'Billing',
          subcategory: null,
          count: 3,
          share: 0.5,
          previousCount: 2,
          change: 50,
        },
        {
          _id: login,
          category: 'Login',
          subcategory: null,
          count: 2,
          share: 0.333333,
          previousCount: 1,
          change: 100,
        },
        {
          _id: 'No Category',
          category: 'No Category',
          subcategory: null,
          count: 1,
          share: 0.166667,
          previousCount: 1,
          change: 0,
        },
      ]);
    });

    it('getFeedbackOverviewSubcategories: the children of the chosen category', async () => {
      const rows = (
        await query<{ getFeedbackOverviewSubcategories: OverviewRow[] }>(
          'voc-reader',
          `{ getFeedbackOverviewSubcategories(applicationIDs: ["MSA@Web"], period: "${WEEK}",
            category: ["${tree.billing}"]) { _id subcategory count share previousCount change } }`,
        )
      ).getFeedbackOverviewSubcategories;
      expect(rows.map(({ share, ...rest }) => ({ ...rest, share: Number(share.toFixed(6)) }))).toEqual([
        {
          _id: tree.payments,
          subcategory: 'Payments',
          count: 2,
          share: 0.666667,
          previousCount: 2,
          change: 0,
        },
        { _id: refunds, subcategory: 'Refunds', count: 1, share: 0.333333, previousCount: 0, change: null },
      ]);
    });
  });

  describe('getEnjoymentRatings', () => {
    it('counts each star per VoC day that has ratings, with the average', async () => {
      const answer = await query<{
        getEnjoymentRatings: { timestamp: number; counts: number[]; average: number | null }[];
      }>(
        'voc-reader',
        `{ getEnjoymentRatings(startDate: ${at(-7, 0)}, endDate: ${TODAY}, index: "MSA@Web") {
          timestamp counts average } }`,
      );
      expect(answer.getEnjoymentRatings).toEqual([
        { timestamp: at(-7, 0), counts: [0, 1, 0, 0, 1], average: 3.5 },
        { timestamp: at(-5, 0), counts: [0, 0, 0, 1, 0], average: 4 },
        { timestamp: at(-2, 0), counts: [0, 0, 0, 0, 1], average: 5 },
      ]);
      const narrow = await query<{ getEnjoymentRatings: { timestamp: number }[] }>(
        'voc-reader',
        `{ getEnjoymentRatings(startDate: ${at(-7, 12.5)}, endDate: ${at(-5, 0)}, index: "MSA@Web") { timestamp } }`,
      );
      expect(narrow.getEnjoymentRatings.map((day) => day.timestamp)).toEqual([at(-7, 0)]);
      const backwards = await gql(
        t,
        'voc',
        `{ getEnjoymentRatings(startDate: ${TODAY}, endDate: ${at(-7, 0)}, index: "MSA@Web") { timestamp } }`,
      );
      expect(backwards.errors[0]?.extensions?.status).toBe(400);
    });
  });
});
