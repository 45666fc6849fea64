import { expect, test, type Page } from '@playwright/test';
import type { Persona } from '../support/sign-in';
import { openVocPage, vocPath } from '../support/voc';

const SETTINGS = vocPath('digital-surveys', 'settings');
const CATEGORIES_READ_ONLY =
  'Only an admin of these applications creates or changes categories, so you see them read-only.';

/** Opens the settings as `persona` on the Categories tab, its tree drawn. */
async function openCategories(page: Page, persona: Persona): Promise<void> {
  await openVocPage(page, SETTINGS, persona);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Digital Surveys Settings', exact: true }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Categories', exact: true }).click();
  await expect(page).toHaveURL(/[?&]tab=1(&|$)/);
  await expect(page.getByRole('tabpanel').getByRole('list', { name: 'Categories' })).toBeVisible({
    timeout: 20_000,
  });
}

test.describe('Voice of Customer settings', () => {
  test('an admin creates a category with a description, sees it in the tree, and archives it', async ({
    page,
  }) => {
    const name = `E2E category ${Date.now()}`;
    const description = 'Feedback the end-to-end run files here.';
    await openCategories(page, 'admin');

    await page.getByRole('button', { name: 'New category' }).click();
    const dialog = page.getByRole('dialog', { name: 'New category' });
    await expect(dialog.getByRole('radio', { name: 'Top category' })).toBeChecked();
    const field = dialog.getByRole('textbox', { name: 'Description' });
    await expect(field).toHaveAccessibleDescription('Character limit: 256');
    await dialog.getByLabel('Name').fill(name);
    await field.fill(description);
    await expect(field).toHaveAccessibleDescription(`Character left: ${256 - description.length}`);
    await field.fill('x'.repeat(257));
    await expect(field).toHaveAccessibleDescription('Exceeded the character limit 257/256');
    await expect(dialog.getByRole('button', { name: 'Create category' })).toBeDisabled();
    await field.fill(description);
    await dialog.getByRole('button', { name: 'Create category' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(`Created ${name}.`)).toBeVisible();

    const tree = page.getByRole('tabpanel').getByRole('list', { name: 'Categories' });
    const row = tree.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText('Top category');
    await expect(row).toContainText(description);

    // Archived again, so it is offered nowhere after this run (categories are never deleted).
    await row.getByRole('button', { name: `Archive ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Archive ${name}?` });
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row).toContainText('Archived');
    await expect(row.getByRole('button', { name: `Restore ${name}` })).toBeVisible();
  });

  for (const persona of ['voc', 'voc-reader'] as const) {
    test(`${persona} (a manager) reads the settings without changing them`, async ({ page }) => {
      await openCategories(page, persona);
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByText(CATEGORIES_READ_ONLY)).toBeVisible();
      await expect(panel.getByRole('button', { name: 'New category' })).toHaveCount(0);
      await expect(panel.getByRole('button', { name: /^(Edit|Archive|Restore) / })).toHaveCount(0);
      await expect(
        panel.getByRole('list', { name: 'Categories' }).getByRole('listitem').first(),
      ).toBeVisible();

      await page.getByRole('tab', { name: 'Users and permissions' }).click();
      await expect(
        page
          .getByRole('tabpanel')
          .getByText('Only Voice of Customer admins manage users and permissions. Here is your own record.'),
      ).toBeVisible({ timeout: 20_000 });
    });
  }
});
