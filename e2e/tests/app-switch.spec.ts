import { expect, test, type Page } from '@playwright/test';
import { signInAt } from '../support/sign-in';

/**
 * Switching application through the top bar's switcher (spec 000 section 2, "Switching
 * application"): the same page when the target has it, otherwise the default page of its kind;
 * list-valued filters dropped, environment, period, step and groupBy kept. The same-page case
 * between two client apps is in shell.spec.ts. The apps are the demo catalogue's, one per kind.
 */
const CLIENT_PAGE = '/OneApp@Roku/client-analytics/errors?period=7d';
const BACKEND_PAGE = '/IdentityService@Web@portals/server-analytics/incoming?period=7d';

/** Signs in at `path` and waits for the page's heading and its time defaults in the address. */
async function openPage(page: Page, path: string, heading: string): Promise<void> {
  await signInAt(page, path, 'analyst');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/[?&]period=/);
}

/** Types the application's id into the switcher and chooses its row. */
async function switchTo(page: Page, appId: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Search applications' }).fill(appId);
  await page
    .getByRole('option')
    .filter({ has: page.getByText(appId, { exact: true }) })
    .click();
}

const query = (page: Page) => new URL(page.url()).searchParams;
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The address is exactly this page of this app, whatever the query. */
const pageUrl = (appId: string, subPath: string) =>
  new RegExp(`^[^?]*/${escapeRe(appId)}/${escapeRe(subPath)}(\\?|$)`);

test.describe('switching application', () => {
  const defaults: { kind: string; appId: string; subPath: string; heading: string }[] = [
    {
      kind: 'a TVE app',
      appId: 'TVEAuth@Web@tve',
      subPath: 'tve-dashboards/auth',
      heading: 'TVE Authentication Dashboard',
    },
    {
      kind: 'a voice-of-customer app',
      appId: 'DigitalSurvey@Web@portals',
      subPath: 'voice-of-customer/digital-surveys/overview',
      // The analyst has no Voice of Customer role: the page explains the access rule.
      heading: 'Voice of Customer needs its own access',
    },
    {
      kind: 'the survey tool',
      appId: 'CareSurvey@Web@cst_survey',
      subPath: 'charter-survey-tool/summary',
      // The analyst has neither prism-admin nor mse-user: the page explains the survey tool's rule.
      heading: 'The survey tool needs its own access',
    },
    {
      kind: 'a backend app',
      appId: 'BillingService@Web@portals',
      subPath: 'server-analytics/overview',
      heading: 'Server Overview',
    },
  ];

  for (const target of defaults) {
    test(`from a client-analytics page to ${target.kind} opens its default page`, async ({ page }) => {
      await openPage(page, CLIENT_PAGE, 'Errors');
      await switchTo(page, target.appId);
      await expect(page).toHaveURL(pageUrl(target.appId, target.subPath));
      await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
      expect(query(page).get('period')).toBe('7d');
    });
  }

  test('from a backend page to a quantum app opens client analytics overview', async ({ page }) => {
    await openPage(page, BACKEND_PAGE, 'Incoming');
    await switchTo(page, 'OneApp@Roku');
    await expect(page).toHaveURL(pageUrl('OneApp@Roku', 'client-analytics/overview'));
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    expect(query(page).get('period')).toBe('7d');
  });

  test('between two backend apps the page is kept', async ({ page }) => {
    await openPage(page, BACKEND_PAGE, 'Incoming');
    await switchTo(page, 'BillingService@Web@portals');
    await expect(page).toHaveURL(pageUrl('BillingService@Web@portals', 'server-analytics/incoming'));
    await expect(page.getByRole('heading', { level: 1, name: 'Incoming' })).toBeVisible();
  });

  test('drops list-valued filters and keeps environment, period, step and groupBy', async ({ page }) => {
    await openPage(
      page,
      '/OneApp@Roku/client-analytics/page-views?environment=staging&period=7d&step=86400000&groupBy=appVersion' +
        '&browser[]=Chrome&appVersion[]=9.1.0&formFactor[]=phone&operatingSystem[]=Roku%20OS',
      'Page Views',
    );
    const filters = ['browser[]', 'appVersion[]', 'formFactor[]', 'operatingSystem[]'];
    const before = query(page);
    for (const key of filters) expect(before.has(key), key).toBe(true);

    await switchTo(page, 'MSA@Web');
    await expect(page).toHaveURL(pageUrl('MSA@Web', 'client-analytics/page-views'));
    await expect(page.getByRole('heading', { level: 1, name: 'Page Views' })).toBeVisible();
    const after = query(page);
    expect(after.get('environment')).toBe('staging');
    expect(after.get('period')).toBe('7d');
    expect(after.get('step')).toBe('86400000');
    expect(after.get('groupBy')).toBe('appVersion');
    for (const key of filters) expect(after.has(key), key).toBe(false);
  });
});
