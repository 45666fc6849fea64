import fs from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { VOC_APPS, feedbackCount, openVocPage, vocPath, type VocFamily } from '../support/voc';

/** A month of feedback: the demo data has a hundred items or more per application in it. */
const PERIOD = '30d';
const APP = VOC_APPS['digital-surveys'];
const REVIEWS = vocPath('digital-surveys', 'reviews', `period=${PERIOD}`);

const table = (page: Page): Locator => page.getByRole('table', { name: 'Feedback' });
/** The count line over the table: '151 reviews'. */
const reviewCount = (page: Page, count: number): Locator =>
  page.getByText(`${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`, { exact: true });
const pageStatus = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Pages of feedback' }).getByText(/ of /);

/** Waits for the table's rows (no skeleton, no empty or error screen). */
async function rowsShown(page: Page): Promise<void> {
  await expect(table(page)).toBeVisible({ timeout: 20_000 });
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
}

/** Shows only the columns `labels` through the column picker (the page keeps the choice until a reload). */
async function showOnlyColumns(page: Page, labels: readonly string[]): Promise<void> {
  await page.getByRole('button', { name: /^Columns \(/ }).click();
  await page.getByRole('button', { name: 'Show none' }).click();
  for (const label of labels) await page.getByRole('checkbox', { name: label, exact: true }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: `Columns (${labels.length}/`, exact: false })).toBeVisible();
}

/** The texts of the table's body cells in the column `label` (the table must show few columns). */
async function columnTexts(page: Page, label: string): Promise<string[]> {
  const headers = await table(page).getByRole('columnheader').all();
  let index = -1;
  for (const [at, header] of headers.entries()) {
    if ((await header.getAttribute('aria-label')) === label) index = at;
  }
  expect(index, `column ${label} shown`).toBeGreaterThanOrEqual(0);
  const colindex = await headers[index]!.getAttribute('aria-colindex');
  const rows = await table(page).getByRole('rowgroup').nth(1).getByRole('row').all();
  const texts: string[] = [];
  for (const row of rows) {
    const cells = row.getByRole('cell');
    for (const cell of await cells.all()) {
      if ((await cell.getAttribute('aria-colindex')) === colindex)
        texts.push((await cell.innerText()).trim());
    }
  }
  return texts;
}

test.describe('Voice of Customer reviews', () => {
  test('a filter goes through the address: applied in the menu, kept on reload, removed with its pill', async ({
    page,
  }) => {
    const all = await feedbackCount(page.request, APP, PERIOD);
    const neutral = await feedbackCount(page.request, APP, PERIOD, { sentiment: ['neutral'] });
    expect(neutral).toBeGreaterThan(0);
    expect(neutral).toBeLessThan(all);

    await openVocPage(page, REVIEWS, 'voc');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Digital Surveys Reviews', exact: true }),
    ).toBeVisible();
    await rowsShown(page);
    await expect(reviewCount(page, all)).toBeVisible();

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Filters' });
    await menu.getByRole('button', { name: 'Sentiment', exact: true }).click();
    await menu.getByRole('checkbox', { name: 'Neutral', exact: true }).check();
    await expect(menu.getByText('Changes not applied yet.')).toBeVisible();
    await menu.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]sentiment=neutral(&|$)/);
    await menu.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toHaveCount(0);

    const pills = page.getByRole('list', { name: 'Filters in force' });
    await expect(pills.getByRole('listitem')).toHaveText(['Sentiment: Neutral×']);
    await expect(reviewCount(page, neutral)).toBeVisible();

    await page.reload();
    await expect(pills.getByRole('listitem')).toHaveText(['Sentiment: Neutral×']);
    await expect(reviewCount(page, neutral)).toBeVisible();
    await rowsShown(page);
    // The rows themselves: every one shown is neutral.
    await showOnlyColumns(page, ['Date', 'Sentiment']);
    const sentiments = await columnTexts(page, 'Sentiment');
    expect(sentiments.length).toBe(Math.min(neutral, 10));
    expect(new Set(sentiments)).toEqual(new Set(['Neutral']));

    await pills.getByRole('button', { name: 'Remove Sentiment filter' }).click();
    await expect(pills).toHaveCount(0);
    await expect(page).not.toHaveURL(/sentiment=/);
    await expect(reviewCount(page, all)).toBeVisible();
  });

  test('a search goes back to the first page; 25 rows a page are kept in rowPage', async ({ page }) => {
    const all = await feedbackCount(page.request, APP, PERIOD);
    const found = await feedbackCount(page.request, APP, PERIOD, { searchText: 'internet' });
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(all);

    await openVocPage(page, REVIEWS, 'voc');
    await rowsShown(page);
    await expect(pageStatus(page)).toHaveText(new RegExp(`^1–10 of ${all} · Page 1 of`));

    const rowsPerPage = page.getByLabel('Rows per page');
    await rowsPerPage.selectOption('25');
    await expect(page).toHaveURL(/[?&]rowPage=25(&|$)/);
    await expect(pageStatus(page)).toHaveText(new RegExp(`^1–25 of ${all} · Page 1 of`));

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=1(&|$)/);
    await expect(pageStatus(page)).toHaveText(new RegExp(`^26–50 of ${all} · Page 2 of`));

    await page.getByLabel('Search feedback').fill('internet');
    // Sent after the typing pauses: the search joins the address and the page goes back to the first.
    await expect(page).toHaveURL(/[?&]searchText=internet(&|$)/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(reviewCount(page, found)).toBeVisible();
    await expect(pageStatus(page)).toHaveText(
      new RegExp(`^1–${Math.min(found, 25)} of ${found} · Page 1 of`),
    );

    // Both survive a reload.
    await page.reload();
    await expect(rowsPerPage).toHaveValue('25');
    await expect(page.getByLabel('Search feedback')).toHaveValue('internet');
    await expect(reviewCount(page, found)).toBeVisible();
  });

  test('a view is saved with its name and columns, chosen (the table changes), then deleted', async ({
    page,
  }) => {
    const name = `E2E view ${Date.now()}`;
    await openVocPage(page, REVIEWS, 'voc');
    await rowsShown(page);
    const allColumns = Number(await table(page).getAttribute('aria-colcount'));
    expect(allColumns).toBeGreaterThan(50);

    await page.getByRole('button', { name: 'Views', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Views' });
    await expect(dialog.getByRole('list', { name: 'Views' }).getByRole('listitem').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'New view' }).click();

    const editor = page.getByRole('dialog', { name: 'New view' });
    const form = editor.getByRole('form', { name: 'View' });
    await form.getByRole('button', { name: 'Clear' }).click();
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter View Name to save.');
    await form.getByLabel('View name').fill(name);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please select columns to save.');
    for (const label of ['Date', 'Review', 'Sentiment']) {
      await form.getByRole('checkbox', { name: label, exact: true }).check();
    }
    await editor.getByRole('button', { name: 'Save' }).click();

    dialog = page.getByRole('dialog', { name: 'Views' });
    await expect(dialog.getByRole('status')).toHaveText(`Saved “${name}”.`);
    const row = dialog.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText('3 columns');
    await row.getByRole('button', { name: `Use ${name}` }).click();
    await expect(dialog).toHaveCount(0);

    // Three columns and the row controls.
    await expect(table(page)).toHaveAttribute('aria-colcount', '4');
    await expect(table(page).getByRole('columnheader', { name: 'Sentiment' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Columns \(3\// })).toBeVisible();

    // Back to All Columns, then the view goes (the one in use cannot).
    await page.getByRole('button', { name: 'Views', exact: true }).click();
    await expect(dialog.getByRole('button', { name: `Delete ${name}` })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Use All Columns' }).click();
    await expect(table(page)).toHaveAttribute('aria-colcount', String(allColumns));
    await page.getByRole('button', { name: 'Views', exact: true }).click();
    await dialog.getByRole('button', { name: `Delete ${name}` }).click();
    await dialog
      .getByRole('group', { name: `Delete ${name}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(dialog.getByRole('status')).toHaveText(`Deleted “${name}”.`);
    await expect(dialog.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  });

  test('an export of the visible columns is downloaded and holds the filtered rows', async ({ page }) => {
    test.slow();
    const negative = await feedbackCount(page.request, APP, PERIOD, { sentiment: ['negative'] });
    expect(negative).toBeGreaterThan(0);
    await openVocPage(page, `${REVIEWS}&sentiment=negative`, 'voc');
    await rowsShown(page);
    await expect(reviewCount(page, negative)).toBeVisible();
    await showOnlyColumns(page, ['Date', 'Feedback ID', 'Sentiment']);

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export to CSV' });
    await dialog.getByRole('radio', { name: 'Visible columns only (3)' }).check();
    const fileName = `e2e-export-${Date.now()}.csv`;
    await dialog.getByLabel('File name').fill(fileName);
    await expect(dialog.getByText(`${negative} items, in the table's order.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();

    // Queued, polled every 6 s until the link is there; the dialog stays open meanwhile.
    const link = dialog.getByRole('link', { name: fileName });
    await expect(link).toBeVisible({ timeout: 60_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(fileName);
    const text = await fs.readFile(await download.path(), 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Date,Feedback ID,Sentiment');
    const records = lines.slice(1);
    expect(records.length).toBeGreaterThan(0);
    expect(records.length).toBe(negative);
    for (const record of records) expect(record.split(',')[2]).toBe('negative');

    // The footer's Close (the title bar's × is named Close too).
    await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('voc-reader reads the reviews without selection or triage', async ({ page }) => {
    const all = await feedbackCount(page.request, APP, PERIOD);
    await openVocPage(page, REVIEWS, 'voc-reader');
    await rowsShown(page);
    await expect(reviewCount(page, all)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Select row 1', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Triage row 1', exact: true })).toHaveCount(0);
    // Reading tools stay: filters, views and export.
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Views', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeVisible();
  });

  for (const family of ['client-analytics', 'journey-surveys'] as const satisfies readonly VocFamily[]) {
    test(`the ${family} reviews show their application's feedback to voc`, async ({ page }) => {
      const count = await feedbackCount(page.request, VOC_APPS[family], PERIOD);
      expect(count).toBeGreaterThan(0);
      await openVocPage(page, vocPath(family, 'reviews', `period=${PERIOD}`), 'voc');
      await rowsShown(page);
      await expect(reviewCount(page, count)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Triage row 1', exact: true })).toBeVisible();
    });
  }
});
