import { expect, test } from '@playwright/test';
import { ACCESS_TOKEN_KEY, signInAt, storeToken } from '../support/sign-in';

const NOT_AUTHENTICATED_BODY =
  'You failed to authenticate with our servers. If this is a mistake, please contact your supervisor.';

test.describe('signing in', () => {
  test('an analyst signs in on the persona page and lands on the first page with live counts', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    await page.getByRole('button', { name: /Andy Analyst/ }).click();

    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/');
    expect(url.search).not.toContain('accessToken');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), ACCESS_TOKEN_KEY)).toBeTruthy();
    await expect(page).toHaveTitle('Home | Other | Prism');

    const user = page.getByRole('region', { name: 'Signed in as' });
    await expect(user.getByText('Andy Analyst')).toBeVisible();
    await expect(user.getByText('andy.analyst@prism.example')).toBeVisible();
    await expect(user.getByText('prism-basic')).toBeVisible();

    // The seeded demo data, counted by the server and shown per application. The server may still be
    // seeding when it first answers; the table polls every 5 s, so allow a few polls.
    const table = page.getByRole('table', { name: 'Events per application' });
    await expect(table).toBeVisible({ timeout: 30_000 });
    const firstRow = table.locator('tbody tr').first();
    await expect(firstRow.locator('th')).toHaveText(/.+@.+/);
    const events = Number((await firstRow.locator('td').nth(2).innerText()).replace(/,/g, ''));
    expect(events).toBeGreaterThan(0);
  });

  test("the token 'undefined' shows the Not Authenticated page", async ({ page }) => {
    await page.goto('/?accessToken=undefined');

    await expect(page.getByRole('heading', { name: 'Not Authenticated', level: 1 })).toBeVisible();
    await expect(page.getByText(NOT_AUTHENTICATED_BODY, { exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Authentication failed');
    expect(page.url()).not.toContain('accessToken');
  });

  test('a garbage token in storage sends the browser to the sign-in page', async ({ page }) => {
    await storeToken(page, 'not-a-token');
    await page.goto('/documentation?x=1');

    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(redirect && new URL(redirect).pathname + new URL(redirect).search).toBe('/documentation?x=1');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), ACCESS_TOKEN_KEY)).toBeNull();
  });

  test('an expired-looking token in storage sends the browser to the sign-in page', async ({ page }) => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const expired = `${part({ alg: 'ES256', typ: 'JWT' })}.${part({ sub: 'analyst', iss: 'prism', aud: 'prism', exp: 1 })}.c2ln`;
    await storeToken(page, expired);
    await page.goto('/');

    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    // Signing in from there returns to the portal.
    await page.getByRole('button', { name: /Andy Analyst/ }).click();
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  });

  test('signing in keeps the rest of the address', async ({ page }) => {
    await signInAt(page, '/no/such/page?period=7d', 'analyst');

    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    await expect(
      page.getByText(
        'You seem to have gotten lost. Try clicking on an item in the sidebar to find your way.',
      ),
    ).toBeVisible();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/no/such/page');
    expect(url.search).toBe('?period=7d');
  });
});
