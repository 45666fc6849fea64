import { MSG } from '@prism/domain';
import { expect, test, type Page, type Request } from '@playwright/test';
import { PAGE_CHARTS } from '../../apps/web/src/features/charts/lib/page-registry';
import { signInAt, shellReady } from '../support/sign-in';

/**
 * Issue 14: on every client-analytics page with a line chart, choosing 'Previous Period (All Data)'
 * in the compare menu asks for the compare in the page's multi-chart call and draws it beside each
 * line (a series named '<series> (previous period)').
 */

/** A video application with every kind of demo data; TechMobile's pages are offered to TechMobile only. */
const appFor = (path: string) =>
  path.startsWith('client-analytics/tech-mobile/') ? 'TechMobile@Android' : 'OneApp@Roku';
/** Kinds drawn from a time series, which draw the compare as a dashed line. */
const LINE_KINDS = new Set(['line', 'area', 'bar', 'stackedBar', 'metricLine']);
const SUFFIX = ' (previous period)';

const PAGES = Object.entries(PAGE_CHARTS)
  .filter(
    ([path]) =>
      path.startsWith('client-analytics/') && !path.startsWith('client-analytics/experiment-snapshot'),
  )
  .map(([path, charts]) => ({ path, lines: charts.filter((chart) => LINE_KINDS.has(chart.kind)) }))
  .filter(({ lines }) => lines.length > 0);

interface SentQuery {
  metric: string;
  type?: string;
  compareFeature?: string;
}

interface ChartAnswer {
  data?: { id: string; y: (number | null)[] }[];
  compare?: { feature: string; data: { id: string; y: (number | null)[] }[] };
}

/** The next multi-chart call whose queries ask for the previous period, and its answer. */
async function compareCall(page: Page): Promise<{ queries: SentQuery[]; results: ChartAnswer[] }> {
  const asksCompare = (request: Request) =>
    request.url().endsWith('/api/multi-chart') &&
    ((JSON.parse(request.postData() ?? '{}') as { queries?: SentQuery[] }).queries ?? []).some(
      (query) => query.compareFeature === 'previousPeriod',
    );
  const response = await page.waitForResponse((candidate) => asksCompare(candidate.request()), {
    timeout: 20_000,
  });
  const { queries } = JSON.parse(response.request().postData() ?? '{}') as { queries: SentQuery[] };
  const { results } = (await response.json()) as { results: ChartAnswer[] };
  return { queries, results };
}

const hasValue = (lines: { y: (number | null)[] }[] | undefined) =>
  (lines ?? []).some((line) => line.y.some((y) => y !== null && y !== 0));

test.describe('compare on every client-analytics page with a line chart', () => {
  test('the pages list is read from the page registry', () => {
    expect(PAGES.map((entry) => entry.path)).toContain('client-analytics/page-views');
    expect(PAGES.length).toBeGreaterThan(10);
  });

  for (const { path, lines } of PAGES) {
    test(`${path}: 'Previous Period (All Data)' draws the compared lines`, async ({ page }) => {
      await signInAt(page, `/${appFor(path)}/${path}?period=24h`, 'analyst');
      await shellReady(page);
      await expect(page.getByTestId('chart-skeleton')).toHaveCount(0, { timeout: 20_000 });

      const call = compareCall(page);
      await page.getByRole('button', { name: 'Compare: None' }).click();
      const menu = page.getByRole('dialog', { name: 'Compare menu' });
      await menu.getByRole('radio', { name: 'Previous Period (All Data)' }).check();
      await menu.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('button', { name: 'Compare: Previous Period (All Data)' })).toBeVisible();
      const { queries, results } = await call;

      // Every time series of the page asks for the compare in that one call, and gets it.
      const lineQueries = queries.flatMap((query, index) => (query.type === 'line' ? [index] : []));
      expect(lineQueries.length).toBeGreaterThan(0);
      for (const index of lineQueries) {
        expect(queries[index]!.compareFeature, queries[index]!.metric).toBe('previousPeriod');
        expect(results[index]!.compare?.feature, queries[index]!.metric).toBe('previousPeriod');
      }

      // Each line chart drawn shows a compared series beside each of its own.
      let compared = 0;
      for (const chart of lines) {
        const card = page.getByTestId(`chart-${chart.id}`);
        if ((await card.count()) === 0) continue; // not offered for this application
        const drawing = card.locator('[data-series]');
        const empty = card.getByText(MSG.chartNoData, { exact: true });
        await expect(drawing.or(empty).first()).toBeVisible({ timeout: 20_000 });
        if (await empty.isVisible()) continue;
        // The compared series the answer holds for this chart's own series, all drawn: '<series>
        // (previous period)' for each, or the stack's 'Total (previous period)'.
        const missing = async () => {
          const names = JSON.parse((await drawing.getAttribute('data-series')) ?? '[]') as string[];
          const own = names.filter((name) => !name.endsWith(SUFFIX));
          // This chart's answer: a time series of its metric with these series.
          const answered = lineQueries
            .filter((index) => queries[index]!.metric === chart.metric)
            .map((index) => results[index]!)
            .find((result) => (result.data ?? []).map((line) => line.id).join() === own.join());
          if (!answered) return { expected: -1, missing: ['(no answer with these series)'] };
          const comparedLines = answered.compare?.data ?? [];
          const expected =
            chart.kind === 'stackedBar'
              ? comparedLines.length > 0
                ? [`Total${SUFFIX}`]
                : []
              : comparedLines.map((line) => `${line.id}${SUFFIX}`);
          return { expected: expected.length, missing: expected.filter((name) => !names.includes(name)) };
        };
        await expect
          .poll(async () => (await missing()).missing, { message: `${chart.title}: its compared series` })
          .toEqual([]);
        if ((await missing()).expected > 0) compared += 1;
      }
      // The demo data has a day before this one: at least one line of the page draws it.
      const anyData = lineQueries.some((index) => hasValue(results[index]!.compare?.data));
      if (anyData) expect(compared).toBeGreaterThan(0);
    });
  }
});
