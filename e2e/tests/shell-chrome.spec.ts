import { expect, test } from '@playwright/test';
import { shellReady, signInAt } from '../support/sign-in';

test.describe('the left menu', () => {
  test('follows the application domain and keeps the shared query', async ({ page }) => {
    await signInAt(page, '/OneApp@Roku/client-analytics/errors?period=7d&environment=staging', 'analyst');
    await shellReady(page, 10_000);
    const menu = page.getByRole('navigation', { name: 'Pages' });
    await expect(menu.getByRole('link', { name: 'Errors' })).toHaveAttribute('aria-current', 'page');
    // Video domain: Video Quality, no Metrics.
    await expect(menu.getByRole('link', { name: 'Video Quality' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Metrics' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Reports' })).toHaveCount(0);

    await menu.getByRole('link', { name: 'Page Views' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Page Views' })).toBeVisible();
    const query = new URL(page.url()).searchParams;
    expect(query.get('period')).toBe('7d');
    expect(query.get('environment')).toBe('staging');

    // Portals: Metrics, and for the consumer self-service app its Self Install Reports.
    await page.goto('/MSA@Web/client-analytics/overview');
    await expect(menu.getByRole('link', { name: 'Metrics' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Video Quality' })).toHaveCount(0);
    const selfInstall = menu.getByRole('list', { name: 'Self Install Reports' }).getByRole('link');
    await expect(selfInstall).toHaveCount(2);
    await expect(selfInstall.first()).toHaveAttribute('target', '_blank');

    // The mobile-technician app gets Reports; a group has no Release Summary.
    await page.goto('/TechMobile@Android/client-analytics/overview');
    await expect(menu.getByRole('link', { name: 'Reports' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Release Summary' })).toBeVisible();
  });
});

test.describe('dark mode', () => {
  test('is off by default and the choice survives a reload', async ({ page }) => {
    await signInAt(page, '/', 'analyst');
    await shellReady(page, 10_000);
    const toggle = page.getByRole('switch', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
    const lightBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const darkBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(darkBg).not.toBe(lightBg);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('the development banner', () => {
  test('shows the configured text cut at 120 characters, links to production and closes', async ({
    page,
  }) => {
    const text = `Prism development build: ${'new charts are being tried here. '.repeat(6)}`;
    // The server's real configuration reply, with a banner set as PRISM_DEV_BANNER would set it.
    await page.route('**/api/ui-config', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({
        response,
        json: { ...body, devBanner: { text, productionUrl: 'https://prism.corp.test/' } },
      });
    });
    await signInAt(page, '/', 'analyst');
    await shellReady(page, 10_000);
    const banner = page.getByRole('region', { name: 'Currently in Development' });
    await expect(banner).toContainText(`${text.slice(0, 120).trimEnd()}…`);
    await expect(banner.getByRole('link', { name: 'Production' })).toHaveAttribute(
      'href',
      'https://prism.corp.test/',
    );
    await banner.getByRole('button', { name: 'Close the development banner' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});

test.describe('the administration pages', () => {
  test('are not found for a non-admin', async ({ page }) => {
    await signInAt(page, '/prismadmin/prismusage', 'analyst');
    await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Prism Admin' })).toHaveCount(0);
  });

  test('open for an admin from the Prism Admin menu', async ({ page }) => {
    await signInAt(page, '/?period=7d', 'admin');
    await shellReady(page, 10_000);
    await page.getByRole('banner').getByRole('button', { name: 'Prism Admin' }).click();
    await page.getByRole('link', { name: 'Prism Usage' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Prism Usage' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('period')).toBe('7d');

    // The external tools sit in the Tools menu and open in a new tab.
    await page.getByRole('banner').getByRole('button', { name: 'Tools' }).click();
    const tracing = page
      .getByRole('region', { name: 'External tools' })
      .getByRole('link', { name: /Tracing/ });
    await expect(tracing).toHaveAttribute('target', '_blank');
    await expect(tracing).toHaveAttribute('rel', /noopener/);
  });
});
