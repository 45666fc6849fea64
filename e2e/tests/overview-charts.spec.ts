import { MSG } from '@prism/domain';
import { expect, test, type Page } from '@playwright/test';
import { signInAt, shellReady } from '../support/sign-in';

const OVERVIEW = '/OneApp@Roku/client-analytics/overview?period=7d';

/** Signs in as analyst at `path` and dismisses a first visit's welcome dialog. */
async function openPage(page: Page, path: string): Promise<void> {
  await signInAt(page, path, 'analyst');
  await shellReady(page);
}

/** Every chart card has left its skeleton and shows a drawn chart, stats, or 'No Data Found'; none failed. */
async function expectChartsDrawn(page: Page, count = 12): Promise<void> {
  const cards = page.getByTestId('chart-grid').getByRole('region');
  await expect(cards).toHaveCount(count);
  await expect(page.getByTestId('chart-skeleton')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText(MSG.chartLoadError)).toHaveCount(0);
  for (const card of await cards.all()) {
    const drawn = card.locator('canvas, svg, dl').or(card.getByText(MSG.chartNoData, { exact: true }));
    await expect(drawn.first()).toBeVisible();
  }
}

test.describe('client-analytics overview charts', () => {
  test('draws every chart from the demo data and refetches when the period changes', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/multi-chart')) asked.push(request.postData() ?? '');
    });
    await openPage(page, OVERVIEW);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expectChartsDrawn(page);

    // The demo data has page views and API calls for OneApp@Roku: those charts are drawn, not empty.
    for (const title of ['Page Views', 'API Calls', 'Top Sections']) {
      await expect(page.getByRole('region', { name: title, exact: true }).locator('canvas')).toBeVisible();
    }
    const visits = page.getByRole('region', { name: 'Visits', exact: true });
    const weekTotal = await visits.locator('dd').first().textContent();
    expect(Number(weekTotal?.replace(/,/g, ''))).toBeGreaterThan(0);
    expect(asked).toHaveLength(1);
    expect(JSON.parse(asked[0]!).queries).toHaveLength(12);

    await page.getByRole('button', { name: 'Last 7 days' }).click();
    const menu = page.getByRole('dialog', { name: 'Time menu' });
    await menu.getByRole('radio', { name: 'Last 24 hours' }).check();
    await menu.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]period=24h(&|$)/);

    await expect.poll(() => asked.length).toBe(2);
    const queries = JSON.parse(asked[1]!).queries as { period: string }[];
    expect(queries.every((query) => query.period === '24h')).toBe(true);
    await expectChartsDrawn(page);
    await expect(visits.locator('dd').first()).not.toHaveText(weekTotal ?? '');
  });

  test('lays the 12 charts two, three and four to a row at 1000, 1440 and 1920 px, titles on one line', async ({
    page,
  }) => {
    await openPage(page, OVERVIEW);
    await expectChartsDrawn(page);
    for (const [width, perRow] of [
      [1000, 2],
      [1440, 3],
      [1920, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 1000 });
      const layout = await page.getByTestId('chart-grid').evaluate((grid) => {
        const boxes = [...grid.querySelectorAll('section[aria-labelledby]')].map((card) => {
          const box = card.getBoundingClientRect();
          const title = card.querySelector('h2')!;
          return {
            top: Math.round(box.top),
            right: Math.round(box.right),
            titleTop: Math.round(title.getBoundingClientRect().top),
            titleLines: Math.round(
              title.getBoundingClientRect().height / parseFloat(getComputedStyle(title).lineHeight),
            ),
          };
        });
        return {
          boxes,
          gridRight: Math.round(grid.getBoundingClientRect().right),
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        };
      });
      const rows = new Map<number, typeof layout.boxes>();
      for (const box of layout.boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box]);
      expect(
        [...rows.values()].map((row) => row.length),
        `${width} px`,
      ).toEqual(Array.from({ length: 12 / perRow }, () => perRow));
      for (const row of rows.values()) {
        // Every row ends at the grid's right edge (no half-empty row) and its titles share a line.
        expect(Math.max(...row.map((box) => box.right)), `${width} px`).toBe(layout.gridRight);
        expect(new Set(row.map((box) => box.titleTop)).size, `${width} px`).toBe(1);
      }
      expect(layout.boxes.every((box) => box.titleLines === 1)).toBe(true);
      expect(layout.scrollWidth, `${width} px`).toBeLessThanOrEqual(layout.innerWidth);
    }
  });

  test('draws the overview of a group from its applications', async ({ page }) => {
    await openPage(page, OVERVIEW);
    const groups = await page.evaluate(async () => {
      const reply = await fetch('/api/groups', {
        headers: { authorization: `Bearer ${window.localStorage.getItem('accessToken') ?? ''}` },
      });
      return (await reply.json()) as { _id: string; name: string }[];
    });
    const group = groups.find((candidate) => candidate.name === 'TV apps');
    expect(group).toBeDefined();
    await page.goto(`/${group?._id ?? ''}/client-analytics/overview?period=7d`);
    await expect(page.getByText('Group TV apps')).toBeVisible();
    await expectChartsDrawn(page);
    await expect(
      page.getByRole('region', { name: 'Page Views by Operating System' }).locator('canvas'),
    ).toBeVisible();
  });
});

test.describe('client-analytics pages with charts', () => {
  for (const [path, title, charts, drawn] of [
    ['page-views', 'Page Views', 5, 'Top Pages'],
    ['errors', 'Errors', 5, 'Top Error Codes'],
    ['authentication', 'Authentication', 4, 'Sign-in Attempts'],
    ['apis', 'APIs', 6, 'Top APIs'],
  ] as const) {
    test(`${title}: every chart draws from the demo data, in one request`, async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/multi-chart')) asked.push(request.postData() ?? '');
      });
      await openPage(page, `/OneApp@Roku/client-analytics/${path}?period=7d`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectChartsDrawn(page, charts);
      await expect(page.getByRole('region', { name: drawn, exact: true }).locator('canvas')).toBeVisible();
      expect(asked).toHaveLength(1);
      expect((JSON.parse(asked[0]!) as { queries: unknown[] }).queries).toHaveLength(charts);
    });
  }
});
