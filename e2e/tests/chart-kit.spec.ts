import { MSG } from '@prism/domain';
import { expect, test, type Page } from '@playwright/test';
import { chartMenuItem } from '../support/chart-menu';
import { signInAt } from '../support/sign-in';

/** Signs in as analyst at `path` and waits until every chart has its answer. */
async function openCharts(page: Page, path: string): Promise<void> {
  await signInAt(page, path, 'analyst');
  await expect(page.getByTestId('chart-grid').locator('section[aria-labelledby]').first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('chart-skeleton')).toHaveCount(0, { timeout: 20_000 });
}

test.describe('chart kit', () => {
  test('zooms a line, shows its query, and exports every chart with data', async ({ page }) => {
    await openCharts(page, '/OneApp@Roku/client-analytics/apis?period=7d');
    const calls = page.getByRole('region', { name: 'API Calls', exact: true });
    // The card's one menu holds its actions: the header has nothing else beside the title.
    const menuButton = calls.getByRole('button', { name: MSG.chartActions });
    await expect(calls.getByRole('button', { name: MSG.chartDownloadCsv })).toHaveCount(0);
    await expect(calls.getByRole('button', { name: MSG.chartZoomIn })).toHaveCount(0);
    // Keyboard: Enter opens it on its first entry, the arrows move, Enter chooses, Escape closes.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = calls.getByRole('menu', { name: MSG.chartActions });
    await expect(menu.getByRole('menuitem')).toHaveText([
      MSG.chartDownloadCsv,
      MSG.chartZoomIn,
      MSG.chartViewQuery,
      MSG.chartHistory,
    ]);
    await expect(menu.getByRole('menuitem', { name: MSG.chartDownloadCsv })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: MSG.chartZoomIn })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await expect(calls.locator('canvas').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: MSG.chartZoomOut })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await page.getByRole('menuitem', { name: MSG.chartViewQuery }).click();
    const dialog = page.getByRole('dialog', { name: `${MSG.chartViewQuery}: API Calls` });
    await expect(dialog).toContainText('"metric": "api_calls"');
    await expect(dialog).toContainText('/api/realtime-dashboard?metric=api_calls&appIDs%5B%5D=OneApp%40Roku');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    let withData = 0;
    for (const card of await page.getByTestId('chart-grid').locator('section[aria-labelledby]').all()) {
      if (await chartMenuItem(card, MSG.chartDownloadCsv)) withData += 1;
      await page.keyboard.press('Escape');
    }
    expect(withData).toBeGreaterThan(0);
    const names: string[] = [];
    page.on('download', (download) => names.push(download.suggestedFilename()));
    await page.getByRole('button', { name: MSG.chartExportAll }).click();
    await expect.poll(() => names.length).toBe(withData);
    expect(names).toContain('api-calls.csv');
  });

  test('a success-rate cell leads to the API details page for its API', async ({ page }) => {
    await openCharts(page, '/OneApp@Roku/client-analytics/apis/code-details?period=7d&responseCode=200');
    const grid = page.getByRole('list', { name: 'Success Rate by API' });
    const cell = grid.getByRole('button').first();
    const label = (await cell.getAttribute('aria-label')) ?? '';
    const apiName = label.slice(0, label.lastIndexOf(':'));
    expect(apiName).not.toBe('');
    await cell.click();
    await expect(page).toHaveURL(/\/client-analytics\/apis\/details\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('apiName')).toBe(apiName);
    expect(url.searchParams.get('period')).toBe('7d');
  });
});
