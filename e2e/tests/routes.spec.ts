import { MSG } from '@prism/domain';
import { expect, test } from '@playwright/test';
import { signInAt } from '../support/sign-in';

test.describe('routes of an authorised user', () => {
  test('a bare application id in the wrong case lands on its overview, query kept', async ({ page }) => {
    await signInAt(page, '/oneapp@roku?period=7d', 'analyst');

    await expect(page).toHaveURL(/\/OneApp@Roku\/client-analytics\/overview\?period=7d(&|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByText('Application OneApp@Roku')).toBeVisible();
    await expect(page).toHaveTitle('Overview | Applications | Prism | OneApp@Roku');
  });

  test('a legacy address says Update Required and links to the page it moved to', async ({ page }) => {
    await signInAt(page, '/application/errors?period=7d&appID=OneApp@Roku', 'analyst');

    await expect(page.getByRole('heading', { level: 1, name: 'Update Required' })).toBeVisible();
    await page.getByRole('link', { name: '/OneApp@Roku/client-analytics/errors?period=7d' }).click();
    await expect(page).toHaveURL(/\/OneApp@Roku\/client-analytics\/errors\?period=7d(&|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Errors' })).toBeVisible();
  });

  test('unknown paths and unknown applications are not found', async ({ page }) => {
    await signInAt(page, '/no/such/page', 'analyst');
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();

    await page.goto('/NoSuchApp@Web/client-analytics/overview');
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    await expect(page).toHaveURL(/\/NoSuchApp@Web\/client-analytics\/overview$/);
  });

  test('area pages show their titles, for an application, a group and the tools', async ({ page }) => {
    await signInAt(page, '/OneApp@Roku/quantum-resources/event-types', 'analyst');
    await expect(page.getByRole('heading', { level: 1, name: 'Event Types' })).toBeVisible();
    // Built by issue 19: the registry's event types, no longer the generic page.
    await expect(page.getByRole('list', { name: 'Event types' })).toBeVisible();

    // A page of charts none of which apply to the application says so (a client app has no server calls).
    await page.goto('/OneApp@Roku/server-analytics/incoming');
    await expect(page.getByRole('heading', { level: 1, name: 'Incoming' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText(MSG.chartsNoneApply);

    await page.goto('/OneApp@Roku/quantum-resources/helix/release-notes');
    await expect(page.getByRole('heading', { level: 1, name: 'Helix Release Notes' })).toBeVisible();

    await page.goto('/tools/volt/test-cases?visitId=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Volt Test Cases' })).toBeVisible();
    await expect(page).toHaveTitle('Volt Test Cases | Other | Prism');

    await page.goto('/data-sources/airlytics/schema');
    await expect(page.getByRole('heading', { level: 1, name: 'Airlytics Schema' })).toBeVisible();

    const groups = await page.evaluate(async () => {
      const reply = await fetch('/api/groups', {
        headers: { authorization: `Bearer ${window.localStorage.getItem('accessToken') ?? ''}` },
      });
      return (await reply.json()) as { _id: string; name: string }[];
    });
    const group = groups.find((candidate) => candidate.name === 'TV apps');
    expect(group).toBeDefined();
    await page.goto(`/${group?._id ?? ''}/dashboards/list`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboards' })).toBeVisible();
    await expect(page.getByText('Group TV apps')).toBeVisible();
    await expect(page).toHaveTitle('Dashboards | Groups | Prism | TV apps');
  });
});
