import { expect, test } from '@playwright/test';
import { VOC_APPS, openVocPage, vocAllPaths, vocPath } from '../support/voc';

/** The heading of the access rule a user without Voice of Customer access reads (spec 001 section 6). */
const ACCESS_RULE = 'Voice of Customer needs its own access';

test.describe('Voice of Customer access', () => {
  test('an analyst without a VoC role reads the access rule on every route, and has no menu entry', async ({
    page,
  }) => {
    test.slow();
    const [first, ...rest] = vocAllPaths();
    await openVocPage(page, first!, 'analyst');
    for (const path of [first!, ...rest]) {
      if (path !== first) await page.goto(path);
      // The rule is the page's one heading: no page of the module behind it.
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(ACCESS_RULE);
      // The rule names the roles that open the module, and the analyst's own.
      await expect(page.getByText('prism-full', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Request access' })).toBeVisible();
      await expect(page.getByText('Nothing on the event horizon...')).toHaveCount(0);
    }

    // The left menu of an application with feedback lists no Voice of Customer for the analyst.
    await page.goto(`/${VOC_APPS['client-analytics']}/client-analytics/overview`);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voice of Customer' })).toHaveCount(0);
  });

  test('voc-reader has the menu entry and opens the overview, not the access rule', async ({ page }) => {
    await openVocPage(page, `/${VOC_APPS['client-analytics']}/client-analytics/overview`, 'voc-reader');
    await page.getByRole('link', { name: 'Voice of Customer' }).click();
    await expect(page).toHaveURL(new RegExp(`${vocPath('client-analytics', 'overview')}`));
    await expect(page.getByRole('heading', { name: ACCESS_RULE })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Voice of Customer Overview' })).toBeVisible();
  });
});
