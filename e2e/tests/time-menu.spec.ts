import { expect, test } from '@playwright/test';
import { signInAt } from '../support/sign-in';

test.describe('time menu', () => {
  test('applies a period to the address after the debounce, and keeps it on reload', async ({ page }) => {
    await signInAt(page, '/OneApp@Roku/client-analytics/errors', 'analyst');
    await expect(page.getByRole('heading', { level: 1, name: 'Errors' })).toBeVisible();
    // Defaults fill in at load.
    await expect(page).toHaveURL(/\?period=24h&step=3600000$/);

    await page.getByRole('button', { name: 'Last 24 hours' }).click();
    const menu = page.getByRole('dialog', { name: 'Time menu' });
    await menu.getByRole('radio', { name: 'Last 7 days' }).check();
    await menu.getByRole('button', { name: 'Apply' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]period=7d(&|$)/);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Errors' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]period=7d(&|$)/);
  });

  test('rejects a custom range whose end is before its start', async ({ page }) => {
    await signInAt(page, '/OneApp@Roku/client-analytics/errors?period=24h', 'analyst');
    await page.getByRole('button', { name: 'Last 24 hours' }).click();
    const menu = page.getByRole('dialog', { name: 'Time menu' });
    await menu.getByLabel('Start Time').fill('2026-01-10T12:00');
    await menu.getByLabel('End Time').fill('2026-01-09T12:00');

    await expect(menu.getByRole('alert')).toHaveText('End Time must be greater than Start Time.');
    await expect(menu.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});
