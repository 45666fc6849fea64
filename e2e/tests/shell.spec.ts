import { expect, test } from '@playwright/test';
import { signInAt } from '../support/sign-in';

test.describe('the top bar', () => {
  test('switching application keeps the page and the period and drops list filters', async ({ page }) => {
    await signInAt(
      page,
      '/OneApp@Roku/client-analytics/errors?period=7d&browser=Chrome&appVersion[]=1.0',
      'analyst',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Errors' })).toBeVisible();

    const search = page.getByRole('combobox', { name: 'Search applications' });
    await search.fill('My Account web');
    await expect(page.getByRole('option').first()).toContainText('MSA@Web');
    await search.press('Enter');

    await expect(page).toHaveURL(/\/MSA@Web\/client-analytics\/errors\?/);
    await expect(page.getByText('Application MSA@Web')).toBeVisible();
    const query = new URL(page.url()).searchParams;
    expect(query.get('period')).toBe('7d');
    expect(query.has('browser')).toBe(false);
    expect(query.has('appVersion[]')).toBe(false);
  });

  test('a group created in the group modal appears in the Groups menu and can be deleted', async ({
    page,
  }) => {
    const name = `E2E group ${Date.now()}`;
    await signInAt(page, '/', 'analyst');
    const banner = page.getByRole('banner');

    await banner.getByRole('button', { name: 'Groups' }).click();
    await banner.getByRole('button', { name: 'Group settings' }).click();
    const modal = page.getByRole('dialog', { name: 'Groups' });
    await modal.getByRole('button', { name: 'Create group' }).click();
    const form = page.getByRole('form', { name: 'Create group' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Description').fill('Made by the end-to-end tests');
    await form.getByLabel('Domain').selectOption({ label: 'Video' });
    await form.getByRole('checkbox', { name: 'OneApp@Roku', exact: true }).check();
    await form.getByRole('checkbox', { name: 'OneApp@iOS', exact: true }).check();
    await form.getByRole('button', { name: 'Create group' }).click();
    await expect(page.getByRole('dialog', { name: 'Groups' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await banner.getByRole('button', { name: 'Groups' }).click();
    await expect(banner.getByRole('link', { name })).toBeVisible();

    await banner.getByRole('button', { name: 'Group settings' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Edit groups' }).click();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirm delete' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('dialog').getByText(name)).toHaveCount(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await banner.getByRole('button', { name: 'Groups' }).click();
    await expect(banner.getByRole('link', { name: 'TV apps' })).toBeVisible();
    await expect(banner.getByRole('link', { name })).toHaveCount(0);
  });

  test('initials chosen in the avatar menu show in the avatar', async ({ page }) => {
    await signInAt(page, '/', 'analyst');
    const avatar = page.getByRole('button', { name: /profile menu/ });
    await avatar.click();
    await page.getByRole('button', { name: 'Change Initials' }).click();
    await page.getByRole('textbox', { name: /^Initials/ }).fill('xyz');
    await page.getByRole('textbox', { name: /^Initials/ }).press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(avatar).toContainText('XYZ');

    await page.reload();
    await expect(page.getByRole('button', { name: /profile menu/ })).toContainText('XYZ');

    // Back to the name's initials, so other tests see the persona as seeded.
    await page.getByRole('button', { name: /profile menu/ }).click();
    await page.getByRole('button', { name: 'Change Initials' }).click();
    await page.getByRole('textbox', { name: /^Initials/ }).fill('');
    await page.getByRole('textbox', { name: /^Initials/ }).press('Enter');
    await expect(page.getByRole('button', { name: /profile menu/ })).not.toContainText('XYZ');
  });
});
