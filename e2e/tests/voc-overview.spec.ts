import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { VOC_APPS, openVocPage, vocGraphql, vocPath, type VocFamily } from '../support/voc';
import type { Persona } from '../support/sign-in';

const PERIOD = '30d';

/** The figures of the period's buckets the charts are drawn from (getBucketedFeedbackTrendsByTime). */
interface TrendCounts {
  feedbackCount: number;
  countCSAT: number | null;
  countNPS: number | null;
  countSR: number | null;
  countStarRating: number | null;
}

/** The period's totals, to know which charts the page must draw (a chart shows only with data). */
async function trendTotals(
  request: APIRequestContext,
  appId: string,
): Promise<Record<keyof TrendCounts, number>> {
  const data = await vocGraphql<{ getBucketedFeedbackTrendsByTime: TrendCounts[] }>(
    request,
    'voc',
    `query Trends($a: [String!]!, $p: String!) {
      getBucketedFeedbackTrendsByTime(applicationIDs: $a, period: $p) {
        feedbackCount countCSAT countNPS countSR countStarRating
      }
    }`,
    { a: [appId], p: PERIOD },
  );
  const buckets = data.getBucketedFeedbackTrendsByTime;
  const sum = (key: keyof TrendCounts) => buckets.reduce((total, bucket) => total + (bucket[key] ?? 0), 0);
  return {
    feedbackCount: sum('feedbackCount'),
    countCSAT: sum('countCSAT'),
    countNPS: sum('countNPS'),
    countSR: sum('countSR'),
    countStarRating: sum('countStarRating'),
  };
}

/** The charts a period with these totals shows: Sentiment always, the others with their data. */
function chartsExpected(totals: Record<keyof TrendCounts, number>): string[] {
  return [
    'Sentiment',
    ...(totals.countStarRating > 0 ? ['Star Ratings (Internal)'] : []),
    ...(totals.countCSAT > 0 ? ['CSAT'] : []),
    ...(totals.countNPS > 0 ? ['NPS'] : []),
    ...(totals.countSR > 0 ? ['SR'] : []),
  ];
}

/** Each chart's card is drawn (a canvas under its accessible label), none failed or is empty. */
async function expectCharts(page: Page, titles: readonly string[]): Promise<void> {
  for (const title of titles) {
    const chart = page.getByRole('img', { name: new RegExp(`^${title.replace(/[()]/g, '\\$&')}: `) });
    await expect(chart, title).toBeVisible({ timeout: 20_000 });
    await expect(chart.locator('canvas').first()).toBeVisible();
  }
  await expect(page.getByText('Nothing on the event horizon...')).toHaveCount(0);
}

/** The data rows of a category table (its head row left out). */
const tableRows = (page: Page, name: string) =>
  page.getByRole('table', { name, exact: true }).getByRole('rowgroup').nth(1).getByRole('row');

/** The overview's title in each family (the area's name before it). */
const OVERVIEW_TITLES: Readonly<Record<VocFamily, string>> = {
  'client-analytics': 'Voice of Customer Overview',
  'digital-surveys': 'Digital Surveys Overview',
  'journey-surveys': 'Journey Surveys Overview',
};

async function openOverview(page: Page, family: VocFamily, persona: Persona): Promise<void> {
  await openVocPage(page, vocPath(family, 'overview', `period=${PERIOD}`), persona);
  await expect(
    page.getByRole('heading', { level: 1, name: OVERVIEW_TITLES[family], exact: true }),
  ).toBeVisible();
}

test.describe('Voice of Customer overview', () => {
  test('draws the period’s figures, charts and categories; a category opens its details', async ({
    page,
  }) => {
    const app = VOC_APPS['digital-surveys'];
    const totals = await trendTotals(page.request, app);
    expect(totals.feedbackCount).toBeGreaterThan(0);
    await openOverview(page, 'digital-surveys', 'voc');

    await expect(page.getByLabel('The period at a glance')).toContainText(
      totals.feedbackCount.toLocaleString('en-US'),
    );
    await expectCharts(page, chartsExpected(totals));
    if (totals.countStarRating === 0)
      await expect(page.getByRole('heading', { name: 'Star Ratings (Internal)' })).toHaveCount(0);

    const rows = tableRows(page, 'Categories');
    await expect(rows.first()).toBeVisible({ timeout: 20_000 });
    expect(await rows.count()).toBeGreaterThan(1);
    // The biggest category that has details (No Category has none).
    const link = rows.getByRole('rowheader').getByRole('link').first();
    const name = (await link.textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await link.click();

    await expect(page).toHaveURL(/\/overview\/details\?.*category=/);
    await expect(page).toHaveURL(/[?&]period=30d(&|$)/);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expectCharts(page, ['Sentiment']);
    const subcategories = tableRows(page, 'Subcategories');
    await expect(subcategories.first()).toBeVisible({ timeout: 20_000 });

    // A subcategory's count leads to its reviews, filtered by it.
    const count = subcategories.first().getByRole('link', { name: / reviews in / });
    const label = (await count.getAttribute('aria-label')) ?? '';
    const subcategory = /^[\d,]+ reviews in (.+)$/.exec(label)?.[1] ?? '';
    expect(subcategory).not.toBe('');
    await count.click();
    await expect(page).toHaveURL(/\/reviews\?.*category=/);
    await expect(page.getByRole('list', { name: 'Filters in force' })).toContainText(subcategory);
    await expect(page.getByRole('table', { name: 'Feedback' })).toBeVisible({ timeout: 20_000 });
  });

  test('voc-reader reads the overview and the client-analytics overview draws its star ratings', async ({
    page,
  }) => {
    const totals = await trendTotals(page.request, VOC_APPS['client-analytics']);
    expect(totals.countStarRating).toBeGreaterThan(0);
    await openOverview(page, 'client-analytics', 'voc-reader');
    await expectCharts(page, chartsExpected(totals));
    await expect(tableRows(page, 'Categories').first()).toBeVisible({ timeout: 20_000 });

    await page.goto(vocPath('journey-surveys', 'overview', `period=${PERIOD}`));
    await expect(
      page.getByRole('heading', { level: 1, name: OVERVIEW_TITLES['journey-surveys'], exact: true }),
    ).toBeVisible();
    await expectCharts(page, chartsExpected(await trendTotals(page.request, VOC_APPS['journey-surveys'])));
    const rows = tableRows(page, 'Categories');
    await expect(rows.first()).toBeVisible({ timeout: 20_000 });

    // The details of a category open for a reader too.
    const link = rows.getByRole('rowheader').getByRole('link').first();
    const name = (await link.textContent())?.trim() ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/journey-surveys\/overview\/details\?.*category=/);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expectCharts(page, ['Sentiment']);
  });
});
