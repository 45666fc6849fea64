import { expect, test, type Page } from '@playwright/test';
import { signInAt, type Persona, shellReady } from '../support/sign-in';

/** Signs in at `path` (as analyst unless told) and dismisses a first visit's welcome dialog. */
async function openPage(page: Page, path: string, persona: Persona = 'analyst'): Promise<void> {
  await signInAt(page, path, persona);
  await shellReady(page);
}

test.describe('time menu', () => {
  test('applies a period to the address after the debounce, and keeps it on reload', async ({ page }) => {
    await openPage(page, '/OneApp@Roku/client-analytics/errors');
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
    await openPage(page, '/OneApp@Roku/client-analytics/errors?period=24h');
    await page.getByRole('button', { name: 'Last 24 hours' }).click();
    const menu = page.getByRole('dialog', { name: 'Time menu' });
    await menu.getByLabel('Start Time').fill('2026-01-10T12:00');
    await menu.getByLabel('End Time').fill('2026-01-09T12:00');

    await expect(menu.getByRole('alert')).toHaveText('End Time must be greater than Start Time.');
    await expect(menu.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('warns about the 21-day retention on a video application, and blocks Apply', async ({ page }) => {
    await openPage(page, '/OneApp@Roku/client-analytics/errors');
    await page.getByRole('button', { name: 'Last 24 hours' }).click();
    const menu = page.getByRole('dialog', { name: 'Time menu' });
    await menu.getByRole('radio', { name: 'Last 14 days' }).check();
    await expect(menu.getByRole('alert')).toHaveCount(0);
    await menu.getByRole('radio', { name: 'Last 30 days' }).check();
    await expect(menu.getByRole('alert')).toHaveText(
      'The data for application "OneApp@Roku" is subject to a 21-day retention policy.',
    );
    await expect(menu.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await menu.getByRole('button', { name: 'Cancel' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/[?&]period=24h(&|$)/);
  });

  test('warns about the retention in the group wording on a group of video apps', async ({ page }) => {
    await openPage(page, '/OneApp@Roku/client-analytics/errors');
    const groups = await page.evaluate(async () => {
      const reply = await fetch('/api/groups', {
        headers: { authorization: `Bearer ${window.localStorage.getItem('accessToken') ?? ''}` },
      });
      return (await reply.json()) as { _id: string; name: string }[];
    });
    const group = groups.find((candidate) => candidate.name === 'TV apps');
    expect(group).toBeDefined();
    await page.goto(`/${group?._id ?? ''}/client-analytics/errors`);
    await expect(page.getByText('Group TV apps')).toBeVisible();
    await page.getByRole('button', { name: 'Last 24 hours' }).click();
    const menu = page.getByRole('dialog', { name: 'Time menu' });
    await menu.getByRole('radio', { name: 'Last 30 days' }).check();
    await expect(menu.getByRole('alert')).toHaveText(
      'The data for group "TV apps" is subject to a 21-day retention policy.',
    );
    await expect(menu.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  test('moves by one period with previous and next; Next says when there is no later period', async ({
    page,
  }) => {
    await openPage(page, '/Support@Web/client-analytics/errors?period=7d&step=86400000');
    const next = page.getByRole('button', { name: 'Next period' });
    const previous = page.getByRole('button', { name: 'Previous period' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await next.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Next period is out of the available range');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    // aria-disabled keeps it focusable (and its hint reachable); a click does nothing.
    await next.click({ force: true });
    await page.waitForTimeout(1200);
    expect(new URL(page.url()).searchParams.has('periodOffset')).toBe(false);

    const range = page.getByText(/ – .* \(UTC/);
    const latest = await range.textContent();
    await previous.click();
    await expect(page).toHaveURL(/[?&]periodOffset=1(&|$)/);
    await expect(range).not.toHaveText(latest ?? '');
    await previous.click();
    await expect(page).toHaveURL(/[?&]periodOffset=2(&|$)/);
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toBeVisible();

    await expect(next).toHaveAttribute('aria-disabled', 'false');
    await next.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Next Period');
    await next.click();
    await expect(page).toHaveURL(/[?&]periodOffset=1(&|$)/);
    await next.click();
    await expect(page).not.toHaveURL(/periodOffset/);
  });

  test('rejects a date after today', async ({ page }) => {
    await openPage(page, '/Support@Web/client-analytics/errors');
    await page.getByRole('button', { name: 'Last 24 hours' }).click();
    const menu = page.getByRole('dialog', { name: 'Time menu' });
    const nextYear = new Date().getUTCFullYear() + 1;
    await menu.getByLabel('End Time').fill(`${nextYear}-01-10T12:00`);
    await expect(menu.getByRole('alert')).toHaveText('You cannot pick a date after today.');
    await expect(menu.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  test('offers the last applied periods as recent ones', async ({ page }) => {
    await openPage(page, '/Support@Web/client-analytics/errors');
    const choose = async (from: string, to: string) => {
      await page.getByRole('button', { name: from, exact: true }).click();
      const menu = page.getByRole('dialog', { name: 'Time menu' });
      await menu.getByRole('radio', { name: to }).check();
      await menu.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('button', { name: to, exact: true })).toBeVisible();
    };
    await choose('Last 24 hours', 'Last 7 days');
    await choose('Last 7 days', 'Last 3 days');
    await choose('Last 3 days', 'Yesterday');
    await choose('Yesterday', 'Last 12 hours');

    await page.getByRole('button', { name: 'Last 12 hours', exact: true }).click();
    const recent = page.getByRole('group', { name: 'Recent periods' });
    await expect(recent.getByRole('button')).toHaveText(['Last 12 hours', 'Yesterday', 'Last 3 days']);
    await recent.getByRole('button', { name: 'Recent period: Last 3 days' }).click();
    await page.getByRole('dialog', { name: 'Time menu' }).getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]period=3d(&|$)/, { timeout: 5000 });

    // Remembered in local storage: still there after a reload.
    await page.reload();
    await page.getByRole('button', { name: 'Last 3 days', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Recent periods' }).getByRole('button')).toHaveText([
      'Last 3 days',
      'Last 12 hours',
      'Yesterday',
    ]);
  });

  test('shows the simple period menu on voice-of-customer pages and no time menu on API name mappings', async ({
    page,
  }) => {
    await openPage(page, '/Support@Web/client-analytics/voice-of-customer/overview', 'voc-reader');
    await expect(page).toHaveURL(/[?&]period=1d(&|$)/);
    await page.getByRole('button', { name: 'Yesterday' }).click();
    const menu = page.getByRole('dialog', { name: 'Time menu' });
    await expect(menu.getByRole('radio', { name: 'Last 7 days' })).toBeVisible();
    await expect(menu.getByLabel('Start Time')).toHaveCount(0);
    await expect(menu.getByRole('slider', { name: 'Group by' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Filters' })).toHaveCount(0);

    await page.goto('/Support@Web/quantum-resources/api-name-mappings/names');
    await expect(page.getByRole('heading', { level: 1, name: 'API Name Mappings' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous period' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Filters' })).toHaveCount(0);
  });
});

test.describe('pick a date (simple menu)', () => {
  // Days are read in the browser's zone; UTC keeps them the same as this test's.
  test.use({ timezoneId: 'UTC' });
  const DAY = 86_400_000;
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const day = (offset: number) => new Date(today + offset * DAY).toISOString().slice(0, 10);

  test('refuses a day after today and more than 31 days without prism-full; reorders swapped days', async ({
    page,
  }) => {
    // voc-reader opens Voice of Customer (voc-read) without prism-full.
    await openPage(page, '/Support@Web/client-analytics/voice-of-customer/overview', 'voc-reader');
    await page.getByRole('button', { name: 'Yesterday' }).click();
    const menu = page.getByRole('dialog', { name: 'Time menu' });
    await expect(menu.getByLabel('Start Date')).toHaveValue(day(-1));
    await expect(menu.getByLabel('End Date')).toHaveValue(day(-1));

    await menu.getByLabel('Start Date').fill(day(-3));
    await menu.getByLabel('End Date').fill(day(1));
    await expect(menu.getByRole('alert')).toHaveText('You cannot pick a date after today.');
    await expect(menu.getByRole('button', { name: 'Apply' })).toBeDisabled();

    // Swapped and 38 days long: too long without prism-full.
    await menu.getByLabel('End Date').fill(day(-40));
    await expect(menu.getByRole('alert')).toHaveText(
      'You do not have permissions to request greater than 31 days of data.',
    );
    await expect(menu.getByRole('button', { name: 'Apply' })).toBeDisabled();

    // Swapped and 8 days long: applied in order, whole days.
    await menu.getByLabel('End Date').fill(day(-10));
    await expect(menu.getByRole('alert')).toHaveCount(0);
    await menu.getByRole('button', { name: 'Apply' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`[?&]period=${today - 10 * DAY}(:|%3A)${today - 2 * DAY}(&|$)`));
    await expect(page.getByRole('button', { name: 'Custom range' })).toBeVisible();
  });

  test('lets a prism-full user pick more than 31 days; survey-tool pages default to 10 days', async ({
    page,
  }) => {
    // admin: prism-full for the long range, and prism-admin for the survey tool.
    await openPage(page, '/Support@Web/client-analytics/voice-of-customer/overview', 'admin');
    await page.getByRole('button', { name: 'Yesterday' }).click();
    const menu = page.getByRole('dialog', { name: 'Time menu' });
    await menu.getByLabel('Start Date').fill(day(-40));
    await menu.getByLabel('End Date').fill(day(0));
    await expect(menu.getByRole('alert')).toHaveCount(0);
    await menu.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]period=${today - 40 * DAY}(:|%3A)${today + DAY}(&|$)`));

    await page.goto('/CareSurvey@Web@cst_survey/charter-survey-tool/summary');
    await expect(page.getByRole('heading', { level: 1, name: 'Survey Tool Summary' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]period=10d(&|$)/);
    await expect(page.getByRole('button', { name: 'Last 10 days' })).toBeVisible();
  });
});

test.describe('data cutoffs', () => {
  test('resets Spectrum Guide 30d and an old OneApp start to 24h with a one-hour step', async ({ page }) => {
    await openPage(page, '/SpecGuide@OVP/client-analytics/errors?period=30d');
    await expect(page).toHaveURL(/[?&]period=24h(&|$)/);
    await expect(page).toHaveURL(/[?&]step=3600000(&|$)/);
    await expect(page.getByRole('button', { name: 'Last 24 hours' })).toBeVisible();

    const day = 86_400_000;
    const end = Date.now() - day;
    await page.goto(`/OneApp@Roku/client-analytics/errors?period=${end - 30 * day}:${end}`);
    await expect(page).toHaveURL(/[?&]period=24h(&|$)/);
    // A start within 22 days is kept.
    await page.goto(`/OneApp@Roku/client-analytics/errors?period=${end - 10 * day}:${end}`);
    await expect(page).toHaveURL(new RegExp(`[?&]period=${end - 10 * day}(:|%3A)${end}(&|$)`));
    // Other applications keep a 30-day period.
    await page.goto('/MSA@Web/client-analytics/errors?period=30d');
    await expect(page.getByRole('heading', { level: 1, name: 'Errors' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]period=30d(&|$)/);
  });
});

test.describe('group-by slider', () => {
  test('moves mark by mark with the arrow keys, and a fiscal step turns fiscal time on', async ({ page }) => {
    await openPage(page, '/OneApp@Roku/client-analytics/errors?period=7d&step=3600000');
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    const menu = page.getByRole('dialog', { name: 'Time menu' });
    const slider = menu.getByRole('slider', { name: 'Group by' });
    await expect(slider).toHaveAttribute('aria-valuetext', '1 hour');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', '1 day');
    await page.keyboard.press('End');
    await expect(slider).toHaveAttribute('aria-valuetext', '7 days (fiscal week)');
    await expect(menu.getByRole('checkbox', { name: 'Fiscal time' })).toBeChecked();
    await menu.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]step=604800000(&|$)/);
    await expect(page).toHaveURL(/[?&]fiscalTime=true(&|$)/);
  });
});

test.describe('step follows the range', () => {
  test('Last 30 days defaults to a one-day step, in the address and in the chart requests', async ({
    page,
  }) => {
    await openPage(page, '/BusinessPortal@Web/client-analytics/page-views');
    await expect(page).toHaveURL(/[?&]period=24h&step=3600000(&|$)/);
    await page.getByRole('button', { name: 'Last 24 hours' }).click();
    const menu = page.getByRole('dialog', { name: 'Time menu' });
    await menu.getByRole('radio', { name: 'Last 30 days' }).check();
    await expect(menu.getByRole('slider', { name: 'Group by' })).toHaveAttribute('aria-valuetext', '1 day');
    const charts = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/multi-chart') && request.postData()?.includes('"30d"') === true,
    );
    await menu.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]period=30d&step=86400000(&|$)/);
    // Charts that follow the page's step ask for days (those with a fixed step of their own keep it).
    const { queries } = (await charts).postDataJSON() as { queries: { period: string; step?: number }[] };
    expect(queries.filter((query) => query.step === 86_400_000).length).toBeGreaterThan(0);
    expect(queries.filter((query) => query.step === 3_600_000)).toEqual([]);

    // An address without a step gets the range's default too.
    await page.goto('/BusinessPortal@Web/client-analytics/page-views?period=30d');
    await expect(page).toHaveURL(/[?&]period=30d&step=86400000(&|$)/);
  });

  test('offers the steps of the range band: minutes for hours, days and weeks past a month', async ({
    page,
  }) => {
    await openPage(page, '/BusinessPortal@Web/client-analytics/page-views');
    await page.getByRole('button', { name: 'Last 24 hours' }).click();
    const menu = page.getByRole('dialog', { name: 'Time menu' });
    const slider = menu.getByRole('slider', { name: 'Group by' });
    const marks = () =>
      menu
        .locator('datalist option')
        .evaluateAll((options) => options.map((option) => option.getAttribute('label')));
    expect(await marks()).toEqual(['1 minute', '5 minutes', '10 minutes', '30 minutes', '1 hour']);
    await menu.getByRole('radio', { name: 'Last 2 hours' }).check();
    await expect(slider).toHaveAttribute('aria-valuetext', '1 minute');
    await menu.getByRole('radio', { name: 'Last 7 days' }).check();
    await expect(slider).toHaveAttribute('aria-valuetext', '1 day');
    expect(await marks()).toEqual([
      '30 minutes',
      '1 hour',
      '12 hours',
      '1 day',
      '2 days',
      '7 days',
      '7 days (fiscal week)',
    ]);
    await menu.getByRole('radio', { name: 'Last 30 days' }).check();
    expect(await marks()).toEqual([
      '1 hour',
      '12 hours',
      '1 day',
      '2 days',
      '7 days',
      '7 days (fiscal week)',
    ]);
  });
});
