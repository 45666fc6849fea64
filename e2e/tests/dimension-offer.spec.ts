import { expect, test } from '@playwright/test';
import { shellReady, signInAt } from '../support/sign-in';

test.describe('dimensions and filters offered, and links out of dead ends', () => {
  test('each visit id on API Visit IDs is a link to its sequence, followed from the keyboard', async ({
    page,
  }) => {
    await signInAt(page, '/MSA@Web/client-analytics/apis/visit-ids?period=7d', 'analyst');
    await shellReady(page);
    const table = page.getByRole('table', { name: 'Visits with the Calls' });
    const first = table.getByRole('link').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    const visitId = (await first.textContent())?.trim() ?? '';
    expect(visitId).not.toBe('');
    await expect(first).toHaveAttribute('href', `/tools/sequence/${encodeURIComponent(visitId)}`);
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/tools/sequence/${encodeURIComponent(visitId)}$`));
  });

  test('a video app is offered the video filters that a Portals app is not', async ({ page }) => {
    await signInAt(page, '/OneApp@Roku/client-analytics/page-views?period=7d', 'analyst');
    await shellReady(page);
    await page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: '+ Add filter' }).click();
    const video = page.getByRole('dialog', { name: 'Add filter' });
    for (const name of ['Stream Type', 'CDN', 'DRM Type', 'DAI Enabled'])
      await expect(video.getByRole('button', { name, exact: true })).toBeVisible();

    await page.goto('/MSA@Web/client-analytics/page-views?period=7d');
    await page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: '+ Add filter' }).click();
    const portal = page.getByRole('dialog', { name: 'Add filter' });
    await expect(portal.getByRole('button', { name: 'Self Install' })).toBeVisible();
    for (const name of ['Stream Type', 'CDN', 'DRM Type', 'DAI Enabled'])
      await expect(portal.getByRole('button', { name, exact: true })).toHaveCount(0);
  });
});
