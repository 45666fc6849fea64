import { GRAPHQL_ENDPOINTS, REST_OPERATIONS } from '@prism/domain';
import { expect, test } from '@playwright/test';
import { signInAt } from '../support/sign-in';

test('the API reference at /api/docs signs in and lists every declared operation', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signInAt(page, '/api/docs', 'analyst');
  await expect(page).toHaveURL(/\/api\/docs$/);
  await expect(page.getByRole('heading', { name: /Prism API/ })).toBeVisible({ timeout: 30_000 });
  for (const operation of REST_OPERATIONS) {
    const path = operation.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const block = page.locator(`.opblock-${operation.method.toLowerCase()}`, {
      has: page.locator(`[data-path="${path}"]`),
    });
    await expect(block, `${operation.method} ${operation.path}`).toHaveCount(1);
  }
  for (const path of GRAPHQL_ENDPOINTS.flatMap((endpoint) => endpoint.paths)) {
    await expect(page.locator('.opblock-post', { has: page.locator(`[data-path="${path}"]`) })).toHaveCount(
      1,
    );
  }
  // The token from sign-in left the address and the page passed the Content-Security-Policy.
  expect(page.url()).not.toContain('accessToken');
  expect(errors.filter((text) => /Content Security Policy|Refused/i.test(text))).toEqual([]);
});
