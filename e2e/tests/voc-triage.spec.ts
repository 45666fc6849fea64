import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  VOC_APPS,
  categoriesOf,
  categoryName,
  leafCategories,
  openVocPage,
  vocGraphql,
  vocPath,
} from '../support/voc';

const APP = VOC_APPS['digital-surveys'];
/** A month of the items no one has reviewed yet: the queue an analyst clears. */
const QUEUE = 'period=30d&isReviewed=0';

/** What the specs read back of an item, through the API. */
interface TriagedItem {
  _id: string;
  notes: string | null;
  isReviewed: boolean | null;
  prismAppliedCategories: { _id: string; manualCategory: string | null }[] | null;
}

async function itemOf(request: APIRequestContext, id: string): Promise<TriagedItem> {
  const data = await vocGraphql<{ getFeedbackByID: TriagedItem | null }>(
    request,
    'voc',
    `query Item($_id: String!) {
      getFeedbackByID(_id: $_id) { _id notes isReviewed prismAppliedCategories { _id manualCategory } }
    }`,
    { _id: id },
  );
  expect(data.getFeedbackByID, `item ${id}`).not.toBeNull();
  return data.getFeedbackByID!;
}

/** Puts an item back as it was (an empty note clears it), so no other spec sees the change. */
async function restore(request: APIRequestContext, item: TriagedItem): Promise<void> {
  await vocGraphql(
    request,
    'voc',
    `mutation Restore($_id: String!, $entityID: String, $categories: [AppliedCategoryInput!], $notes: String,
      $isReviewed: Boolean) {
      updateFeedbackOne(_id: $_id, entityID: $entityID, prismAppliedCategories: $categories, notes: $notes,
        isReviewed: $isReviewed) { _id }
    }`,
    {
      _id: item._id,
      entityID: APP,
      categories: (item.prismAppliedCategories ?? []).map(({ _id, manualCategory }) => ({
        _id,
        manualCategory,
      })),
      notes: item.notes ?? '',
      isReviewed: item.isReviewed ?? false,
    },
  );
}

/** The feedback id a row's triage link opens. */
async function rowItemId(page: Page, row: number): Promise<string> {
  const href = await page.getByRole('link', { name: `Triage row ${row}`, exact: true }).getAttribute('href');
  const id = new URL(href ?? '', 'http://localhost').searchParams.get('vocFeedbackID');
  expect(id).toBeTruthy();
  return id!;
}

test.describe('Voice of Customer triage', () => {
  test('an item is categorised, noted and marked reviewed with the keyboard only', async ({ page }) => {
    await openVocPage(page, vocPath('digital-surveys', 'reviews', QUEUE), 'voc');
    await expect(page.getByRole('table', { name: 'Feedback' })).toBeVisible({ timeout: 20_000 });
    const id = await rowItemId(page, 1);
    const before = await itemOf(page.request, id);
    expect(before.isReviewed).toBe(false);
    const applied = new Set((before.prismAppliedCategories ?? []).map((category) => category._id));
    const leaves = leafCategories(await categoriesOf(page.request, APP));
    // A leaf the item does not have, whose name no other leaf shares (Late fee when it can).
    const candidates = leaves.filter(
      (leaf) =>
        !applied.has(leaf._id) &&
        leaves.filter((other) => categoryName(other) === categoryName(leaf)).length === 1,
    );
    const category = candidates.find((leaf) => categoryName(leaf) === 'Late fee') ?? candidates[0];
    expect(category, 'a leaf category the item does not have').toBeDefined();
    const note = `Checked by the e2e triage run ${Date.now()}`;

    try {
      await page.getByRole('link', { name: 'Triage row 1', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/edit-reviews\\?.*vocFeedbackID=${id}`));
      await expect(page).toHaveURL(/[?&]isReviewed=0(&|$)/);
      await expect(page.getByText(id, { exact: true })).toBeVisible({ timeout: 20_000 });
      const position = page.getByRole('navigation', { name: 'Feedback queue' });
      await expect(position.getByText(/^1 of \d+/)).toBeVisible();
      const picker = page.getByRole('combobox', { name: 'Apply a category' });
      await expect(picker).toBeVisible();

      // c: the category search; its name and Enter apply the first match.
      await page.keyboard.press('c');
      await expect(picker).toBeFocused();
      await page.keyboard.type(categoryName(category!));
      const first = page.getByRole('listbox', { name: 'Apply a category' }).getByRole('option').first();
      await expect(first).toHaveAccessibleName(new RegExp(`${categoryName(category!)}$`));
      await page.keyboard.press('Enter');
      await expect(page.getByText('Categories saved.')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Applied categories' })).toContainText(
        categoryName(category!),
      );
      // Escape leaves the picker; the page's keys work again.
      await page.keyboard.press('Escape');
      await expect(picker).not.toBeFocused();

      // n: the note; Ctrl+Enter saves it.
      await page.keyboard.press('n');
      const notes = page.getByRole('textbox', { name: 'Note' });
      await expect(notes).toBeFocused();
      await page.keyboard.type(note);
      await page.keyboard.press('Control+Enter');
      await expect(page.getByText('Note saved.')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(notes).not.toBeFocused();

      // r: reviewed, and on to the next item of the queue.
      const state = page.getByRole('group', { name: 'Item state' });
      await expect(state.getByRole('button', { name: 'Reviewed' })).toHaveAttribute('aria-pressed', 'false');
      await page.keyboard.press('r');
      await expect(page.getByText('Marked reviewed.')).toBeVisible();
      await expect(page).not.toHaveURL(new RegExp(`vocFeedbackID=${id}`));
      await expect(page).toHaveURL(/vocFeedbackID=[\w-]+/);

      // The server has all three.
      await expect
        .poll(async () => {
          const after = await itemOf(page.request, id);
          return {
            reviewed: after.isReviewed,
            notes: after.notes,
            categories: (after.prismAppliedCategories ?? []).map((entry) => entry._id),
          };
        })
        .toEqual({
          reviewed: true,
          notes: note,
          categories: expect.arrayContaining([category!._id]) as unknown as string[],
        });
    } finally {
      await restore(page.request, before);
    }
    expect((await itemOf(page.request, id)).isReviewed).toBe(false);
  });

  test('a selection of the reviews is marked reviewed from the batch bar', async ({ page }) => {
    await openVocPage(page, vocPath('digital-surveys', 'reviews', QUEUE), 'voc');
    await expect(page.getByRole('table', { name: 'Feedback' })).toBeVisible({ timeout: 20_000 });
    const ids = [await rowItemId(page, 1), await rowItemId(page, 2)];
    const before = await Promise.all(ids.map((id) => itemOf(page.request, id)));
    try {
      await page.getByRole('checkbox', { name: 'Select row 1', exact: true }).check();
      await page.getByRole('checkbox', { name: 'Select row 2', exact: true }).check();
      const bar = page.getByRole('region', { name: 'Triage the selected items' });
      await expect(bar.getByText('2 items selected')).toBeVisible();
      await bar.getByRole('button', { name: 'Mark reviewed' }).click();
      // The bar's line (a toast says it too).
      await expect(bar.getByRole('status').first()).toHaveText('2 of 2 items updated.');
      for (const id of ids) expect((await itemOf(page.request, id)).isReviewed).toBe(true);
    } finally {
      for (const item of before) await restore(page.request, item);
    }
  });

  test('voc-reader reads an item read-only: no picker, switches off, keys do nothing', async ({ page }) => {
    await openVocPage(page, vocPath('digital-surveys', 'reviews', 'period=30d'), 'voc-reader');
    await expect(page.getByRole('table', { name: 'Feedback' })).toBeVisible({ timeout: 20_000 });
    // No triage link for a reader: the triage page is reached by its address.
    const [first] = await vocGraphql<{ getFeedback: { _id: string }[] }>(
      page.request,
      'voc-reader',
      `query First($a: [String!]!) { getFeedback(applicationIDs: $a, period: "30d", limit: 1) { _id } }`,
      { a: [APP] },
    ).then((data) => data.getFeedback);
    expect(first).toBeDefined();
    const before = await itemOf(page.request, first!._id);

    await page.goto(vocPath('digital-surveys', 'edit-reviews', `period=30d&vocFeedbackID=${first!._id}`));
    await expect(page.getByText(first!._id, { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('note')).toContainText('Read only');
    await expect(page.getByRole('combobox', { name: 'Apply a category' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Note' })).toHaveAttribute('readonly', '');
    const toggles = page.getByRole('group', { name: 'Item state' }).getByRole('button');
    await expect(toggles).toHaveCount(4);
    for (const toggle of await toggles.all()) await expect(toggle).toBeDisabled();

    await page.keyboard.press('f');
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toContainText('You can read only');
    await expect(help.getByRole('row', { name: /Flag or unflag/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    expect(await itemOf(page.request, first!._id)).toEqual(before);
  });
});
