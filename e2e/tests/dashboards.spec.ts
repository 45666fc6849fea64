import { MSG } from '@prism/domain';
import { expect, test, type Page } from '@playwright/test';
import { signInAt, shellReady } from '../support/sign-in';

const APP = 'OneApp@Roku';

/** Signs in as analyst at `path` and dismisses a first visit's welcome dialog. */
async function openPage(page: Page, path: string): Promise<void> {
  await signInAt(page, path, 'analyst');
  await shellReady(page);
}

/** Adds one chart through the Add chart dialog. */
async function addChart(page: Page, search: string, metric: RegExp, kind: string, title: string) {
  await page.getByRole('button', { name: 'Add chart' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add chart' });
  await dialog.getByLabel('Search metrics').fill(search);
  await dialog.getByRole('radio', { name: metric }).check();
  await dialog.getByLabel('Chart type').selectOption({ label: kind });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Add chart' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Each chart of the grid, by title, with its place on the grid and whether it drew. */
async function gridState(page: Page) {
  const grid = page.getByTestId('dashboard-grid');
  await expect(page.getByTestId('chart-skeleton')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText(MSG.chartLoadError)).toHaveCount(0);
  return grid.locator('[data-testid^="dashboard-chart-"]').evaluateAll((cells) =>
    cells.map((cell) => ({
      title: cell.querySelector('h2')?.textContent,
      column: (cell as HTMLElement).style.gridColumn,
      row: (cell as HTMLElement).style.gridRow,
      // A chart drawn on a canvas, the stats figures, or the success-rate grid's cells.
      drawn: cell.querySelector('canvas, dl, ul[data-columns] li') !== null,
    })),
  );
}

test.describe('dashboards', () => {
  test('a dashboard made in the browser is stored and draws the same after a reload', async ({ page }) => {
    await openPage(page, `/${APP}/dashboards/mine?period=7d`);
    await expect(page.getByRole('heading', { name: 'No dashboards yet' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'New dashboard', exact: true }).click();

    await page.getByLabel('Name').fill('Roku health');
    await page.getByLabel('Description').fill('Page views and sign-in of the Roku app');
    await page.getByRole('button', { name: 'Create dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Roku health' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${APP}/dashboards/[0-9a-f-]{36}\\?period=7d`));
    const id = /dashboards\/([0-9a-f-]{36})/.exec(page.url())![1]!;

    await addChart(page, 'page views', /^Page views page_views$/, 'Line', 'Roku page views');
    await addChart(page, 'sign-in attempts', /^Sign-in attempts login_attempts$/, 'Stats', 'Roku sign-ins');
    // The second chart, placed beside the first, widened to the full row from its keyboard controls.
    const wider = page.getByRole('button', { name: 'Wider: Roku sign-ins' });
    await wider.focus();
    await page.keyboard.press('Enter');
    await wider.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('toolbar', { name: 'Layout of Roku sign-ins' })).toContainText('4 × 4');

    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/dashboards/${id}`) && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save dashboard' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'Dashboard saved' })).toBeVisible();

    // The demo data has page views and sign-ins for OneApp@Roku: both charts draw (the charting
    // library loads on demand, so drawing may follow the answer by a moment).
    await expect
      .poll(async () => (await gridState(page)).every((cell) => cell.drawn), { timeout: 20_000 })
      .toBe(true);
    const before = await gridState(page);
    expect(before.map((cell) => cell.title)).toEqual(['Roku page views', 'Roku sign-ins']);

    // Stored on the server: the API answers the dashboard with both charts and their places. That
    // it survives a server restart and draws the same is dashboard-restart.spec.ts, on a server of
    // its own that is stopped and started again.
    const stored = await page.evaluate(async (dashboardId) => {
      const reply = await fetch(`/api/dashboards/${dashboardId}`, {
        headers: { authorization: `Bearer ${window.localStorage.getItem('accessToken') ?? ''}` },
      });
      return (await reply.json()) as {
        name: string;
        charts: { title: string; x: number; y: number; w: number; h: number }[];
      };
    }, id);
    expect(stored.name).toBe('Roku health');
    expect(stored.charts.map(({ title, x, y, w, h }) => ({ title, x, y, w, h }))).toEqual([
      { title: 'Roku page views', x: 0, y: 4, w: 2, h: 4 },
      { title: 'Roku sign-ins', x: 0, y: 0, w: 4, h: 4 },
    ]);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Roku health' })).toBeVisible();
    await expect.poll(() => gridState(page), { timeout: 20_000 }).toEqual(before);

    await page.goto(`/${APP}/dashboards/mine?period=7d`);
    await expect(page.getByRole('link', { name: /Roku health/ })).toContainText('2 charts');
  });

  test('a sunburst and a network chosen in the dialog draw and keep their dimensions', async ({ page }) => {
    await openPage(page, `/${APP}/dashboards/new?period=7d`);
    await page.getByLabel('Name').fill('Roku shapes');
    await page.getByRole('button', { name: 'Create dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Roku shapes' })).toBeVisible();
    const id = /dashboards\/([0-9a-f-]{36})/.exec(page.url())![1]!;

    await page.getByRole('button', { name: 'Add chart' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add chart' });
    await dialog.getByLabel('Chart type').selectOption({ label: 'Sunburst' });
    await dialog.getByRole('radio', { name: /^Page views page_views$/ }).check();
    await dialog.getByLabel('Group by').selectOption('appSection');
    await dialog.getByLabel('Outer ring').selectOption('pageName');
    await dialog.getByLabel('Title').fill('Sections and pages');
    await dialog.getByRole('button', { name: 'Add chart' }).click();
    await expect(dialog).toHaveCount(0);

    // A network draws API metrics only: the list offers no page view metric.
    await page.getByRole('button', { name: 'Add chart' }).first().click();
    await dialog.getByLabel('Chart type').selectOption({ label: 'Network' });
    await expect(dialog.getByRole('radio', { name: /^Page views page_views$/ })).toHaveCount(0);
    await dialog.getByRole('radio', { name: /^API calls api_calls$/ }).check();
    await dialog.getByLabel('Title').fill('Hosts and APIs');
    await dialog.getByRole('button', { name: 'Add chart' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Save dashboard' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Dashboard saved' })).toBeVisible();
    await expect
      .poll(async () => (await gridState(page)).map((cell) => [cell.title, cell.drawn]), { timeout: 20_000 })
      .toEqual([
        ['Sections and pages', true],
        ['Hosts and APIs', true],
      ]);
    const stored = await page.evaluate(async (dashboardId) => {
      const reply = await fetch(`/api/dashboards/${dashboardId}`, {
        headers: { authorization: `Bearer ${window.localStorage.getItem('accessToken') ?? ''}` },
      });
      return ((await reply.json()) as { charts: { kind: string; group?: string; subGroup?: string }[] })
        .charts;
    }, id);
    expect(stored.map(({ kind, group, subGroup }) => ({ kind, group, subGroup }))).toEqual([
      { kind: 'sunburst', group: 'appSection', subGroup: 'pageName' },
      { kind: 'network', group: undefined, subGroup: undefined },
    ]);
  });

  test('the TVE dashboard draws sign-in charts for the TVE entry', async ({ page }) => {
    await openPage(page, '/TVE/tve-dashboards/auth?period=7d');
    await expect(page.getByRole('heading', { level: 1, name: 'TVE Authentication Dashboard' })).toBeVisible();
    // The demo's TVE sign-in app sends its own sign-ins, errors, API calls and pages: every chart
    // draws, none is empty.
    await expect
      .poll(async () => (await gridState(page)).map((cell) => cell.drawn), { timeout: 20_000 })
      .toEqual(Array.from({ length: 10 }, () => true));
    await expect(
      page.getByRole('region', { name: 'Sign-in attempts by operation type', exact: true }).locator('canvas'),
    ).toBeVisible();
  });
});
