import { expect, test } from '@playwright/test';
import { signInAt } from '../support/sign-in';

test.describe('what each persona may see', () => {
  test('a guest ends on the welcome page and is sent back there from any other page', async ({ page }) => {
    await signInAt(page, '/', 'guest');

    await expect(page).toHaveURL(/\/welcome$/);
    await expect(
      page.getByText('You are signed in as Gus Guest, but you do not have access to Prism yet.'),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);

    await page.goto('/some/page');
    await expect(page).toHaveURL(/\/welcome\?redirected=true$/);
    await expect(page.getByText('The page you tried to open needs access to Prism.')).toBeVisible();

    await page.getByRole('link', { name: 'Request access' }).click();
    await expect(page.getByRole('heading', { name: 'Request access' })).toBeVisible();
    await expect(page.getByText('prism-basic', { exact: true })).toBeVisible();
  });

  test('a documentation-only user sees the documentation and not the counts', async ({ page }) => {
    await signInAt(page, '/documentation', 'docs');

    await expect(page.getByRole('heading', { name: 'Documentation', level: 1 })).toBeVisible();
    const sections = page.getByRole('list', { name: 'Documentation sections' }).getByRole('link');
    await expect(sections).toHaveCount(17);
    await expect(sections.first()).toHaveText(/Quantum Documentation/);
    await expect(page.getByText('Events per application')).toHaveCount(0);

    await page.goto('/');
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('link', { name: 'Open the documentation' })).toBeVisible();
    await expect(page.getByText('Events per application')).toHaveCount(0);

    await page.goto('/myaccount@Web/client-analytics/overview');
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  });
});
