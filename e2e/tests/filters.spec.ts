import { expect, test, type Page } from '@playwright/test';
import { signInAt, type Persona, shellReady } from '../support/sign-in';

/** A portal app with demo data and an experiment started within the last day (Proactive support chat). */
const PAGE = '/Support@Web/client-analytics/errors';
/**
 * A busy app over a week, for the tests that need stored versions: the small e2e dataset does not
 * promise a quiet app any events in the last 24 hours.
 */
const DATA_PAGE = '/MSA@Web/client-analytics/errors?period=7d&step=86400000';
const CHAT_EXPERIMENT = '9f1e3d5c-7b9a-4f2e-8d6c-4b2a0e8c6a47';
const CHAT_VARIANTS = [
  '7dc1ef98-d2ae-4a80-b59f-ce4d6c80a1d7',
  '8ed2f0a9-e3bf-4b91-86a0-df5e7d91b2e8',
  '9fe301ba-f4c0-4ca2-97b1-e06f8ea2c3f9',
];

/** Signs in at `path`, dismisses a first visit's welcome dialog, and waits for the page's defaults. */
async function openPage(page: Page, path: string, persona: Persona = 'analyst'): Promise<void> {
  await signInAt(page, path, persona);
  await shellReady(page);
  await expect(page).toHaveURL(/[?&]period=/);
}

const params = (page: Page) => new URL(page.url()).searchParams;

/** Waits for the address to satisfy `check` and returns how long that took after `since`. */
async function urlSettles(page: Page, since: number, check: (search: URLSearchParams) => boolean) {
  await expect.poll(() => check(params(page)), { timeout: 5000, intervals: [50] }).toBe(true);
  return Date.now() - since;
}

test.describe('filters', () => {
  test('adds, edits and removes filters; the address follows after the 1 s debounce', async ({ page }) => {
    await openPage(page, DATA_PAGE);
    const bar = page.getByRole('group', { name: 'Filters' });

    await bar.getByRole('button', { name: '+ Add filter' }).click();
    const add = page.getByRole('dialog', { name: 'Add filter' });
    // A Portals app is offered its own filters, none of the video ones.
    await expect(add.getByRole('button', { name: 'Stream Type' })).toHaveCount(0);
    await expect(add.getByRole('button', { name: 'CDN' })).toHaveCount(0);
    await add.getByRole('button', { name: 'Connection Type' }).click();
    const editor = page.getByRole('dialog', { name: 'Filter: Connection Type' });
    await editor.getByRole('checkbox', { name: 'wifi' }).check();
    await editor.getByRole('checkbox', { name: 'wired' }).check();
    await editor.getByRole('checkbox', { name: 'cell' }).check();
    // Timed from before the click: the debounce starts inside it, and on a busy machine the click's
    // promise resolved 130 ms after the page had handled it (CI, 21:20).
    const applied = Date.now();
    await editor.getByRole('button', { name: 'Apply' }).click();
    // The pill shows at once (two values, then an ellipsis); the address waits for the debounce.
    await expect(bar.getByRole('button', { name: 'Connection Type: wifi, wired, …' })).toBeVisible();
    expect(params(page).has('connectionType[]')).toBe(false);
    const waited = await urlSettles(
      page,
      applied,
      (search) => search.getAll('connectionType[]').length === 3,
    );
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(params(page).getAll('connectionType[]')).toEqual(['wifi', 'wired', 'cell']);

    // A data-driven filter: versions stored for this app, with another operator.
    await bar.getByRole('button', { name: '+ Add filter' }).click();
    await page
      .getByRole('dialog', { name: 'Add filter' })
      .getByRole('button', { name: 'App Version' })
      .click();
    const versions = page.getByRole('dialog', { name: 'Filter: App Version' });
    await versions.getByRole('combobox', { name: 'Operator' }).selectOption({ label: 'is not' });
    const firstVersion = versions.getByRole('radio').first();
    await expect(firstVersion).toBeVisible();
    const version = (await firstVersion.locator('xpath=..').textContent())?.trim() ?? '';
    expect(version).toMatch(/^\d+\.\d+/);
    await firstVersion.check();
    await versions.getByRole('button', { name: 'Apply' }).click();
    await expect(bar.getByRole('button', { name: `App Version is not: ${version}` })).toBeVisible();
    await urlSettles(page, Date.now(), (search) => search.get('appVersion[]') === version);
    expect(params(page).getAll('filterOperators[]')).toEqual(['appVersion:IS_NOT']);

    // Changing the environment drops the version.
    await bar.getByRole('combobox', { name: 'Environment' }).selectOption('staging');
    await expect(bar.getByRole('button', { name: /^App Version/ })).toHaveCount(0);
    await urlSettles(page, Date.now(), (search) => search.get('environment') === 'staging');
    expect(params(page).has('appVersion[]')).toBe(false);
    expect(params(page).has('filterOperators[]')).toBe(false);
    expect(params(page).getAll('connectionType[]')).toHaveLength(3);

    // A value-less operator, then removing a pill.
    await bar.getByRole('button', { name: '+ Add filter' }).click();
    await page
      .getByRole('dialog', { name: 'Add filter' })
      .getByRole('button', { name: 'App Section' })
      .click();
    const sections = page.getByRole('dialog', { name: 'Filter: App Section' });
    await sections.getByRole('combobox', { name: 'Operator' }).selectOption({ label: 'exists' });
    await sections.getByRole('button', { name: 'Apply' }).click();
    await expect(bar.getByRole('button', { name: 'App Section exists' })).toBeVisible();
    await bar.getByRole('button', { name: 'Remove Connection Type filter' }).click();
    await urlSettles(page, Date.now(), (search) => !search.has('connectionType[]'));
    expect(params(page).getAll('filterOperators[]')).toEqual(['appSection:EXISTS']);
  });

  test('batches changes made within the debounce into one address update', async ({ page }) => {
    await openPage(page, `${PAGE}?period=24h&step=3600000&formFactor[]=phone&networkStatus[]=onNet`);
    const bar = page.getByRole('group', { name: 'Filters' });
    await expect(bar.getByRole('button', { name: 'Form Factor: phone' })).toBeVisible();
    const seen: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.push(frame.url());
    });
    const historyLength = await page.evaluate(() => window.history.length);
    const removed = Date.now();
    await bar.getByRole('button', { name: 'Remove Form Factor filter' }).click();
    await bar.getByRole('button', { name: 'Remove Network Status filter' }).click();
    await expect(bar.getByRole('list', { name: 'Applied filters' })).toHaveCount(0);
    const waited = await urlSettles(page, removed, (search) => !search.has('networkStatus[]'));
    expect(waited).toBeGreaterThanOrEqual(900);
    // One replace carrying both removals: no address in between, no new history entry.
    expect(params(page).has('formFactor[]')).toBe(false);
    expect(seen.filter((url) => url.includes('networkStatus') && !url.includes('formFactor'))).toEqual([]);
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
  });

  test('says when a filter’s options cannot be loaded, and when no versions are found', async ({ page }) => {
    await openPage(page, PAGE);
    await page.route('**/api/prism-ui-filters?filterID=connectionType*', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'down' } } }),
    );
    const bar = page.getByRole('group', { name: 'Filters' });
    await bar.getByRole('button', { name: '+ Add filter' }).click();
    await page
      .getByRole('dialog', { name: 'Add filter' })
      .getByRole('button', { name: 'Connection Type' })
      .click();
    const editor = page.getByRole('dialog', { name: 'Filter: Connection Type' });
    await expect(editor.getByRole('alert')).toHaveText('Could not load filter: Connection Type.');
    await expect(editor.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await page.unroute('**/api/prism-ui-filters?filterID=connectionType*');
    await editor.getByRole('button', { name: 'Try again' }).click();
    await expect(editor.getByRole('checkbox', { name: 'wifi' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();

    // A range long before the demo data: no versions stored.
    const start = Date.UTC(2020, 0, 1);
    await page.goto(`${PAGE}?period=${start}:${start + 86_400_000}&step=3600000`);
    await bar.getByRole('button', { name: '+ Add filter' }).click();
    await page
      .getByRole('dialog', { name: 'Add filter' })
      .getByRole('button', { name: 'App Version' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Filter: App Version' })).toContainText(
      'No App Versions Found',
    );
  });
});

test.describe('compare menu', () => {
  test('needs a version for the version features, and keeps the choice in the address', async ({ page }) => {
    await openPage(page, DATA_PAGE);
    await page.getByRole('button', { name: 'Compare: None' }).click();
    const menu = page.getByRole('dialog', { name: 'Compare menu' });
    await expect(menu.getByRole('radio')).toHaveCount(5);
    await menu.getByRole('radio', { name: 'Another Version' }).check();
    await expect(menu.getByRole('alert')).toHaveText('Please select the compare version.');
    await expect(menu.getByRole('button', { name: 'Apply' })).toBeDisabled();

    const select = menu.getByRole('combobox', { name: 'Compare version' });
    await expect(select.locator('option')).not.toHaveCount(1);
    const version = (await select.locator('option').nth(1).getAttribute('value')) ?? '';
    await select.selectOption(version);
    await expect(menu.getByRole('alert')).toHaveCount(0);
    await menu.getByRole('button', { name: 'Apply' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: `Compare: Another Version ${version}` })).toBeVisible();
    await urlSettles(page, Date.now(), (search) => search.get('compareFeature') === 'anotherVersion');
    expect(params(page).get('compareVersion')).toBe(version);

    await page.getByRole('button', { name: /^Compare: Another Version/ }).click();
    await menu.getByRole('radio', { name: 'Previous Period (Other Version)' }).check();
    await expect(menu.getByRole('alert')).toHaveCount(0);
    await menu.getByRole('radio', { name: 'Previous Period (All Data)' }).check();
    await menu.getByRole('button', { name: 'Apply' }).click();
    await urlSettles(page, Date.now(), (search) => search.get('compareFeature') === 'previousPeriod');
    expect(params(page).has('compareVersion')).toBe(false);

    await page.getByRole('button', { name: 'Compare: Previous Period (All Data)' }).click();
    await menu.getByRole('radio', { name: 'None' }).check();
    await menu.getByRole('button', { name: 'Apply' }).click();
    await urlSettles(page, Date.now(), (search) => !search.has('compareFeature'));
  });

  test('says when the versions cannot be loaded', async ({ page }) => {
    await openPage(page, PAGE);
    await page.route('**/api/prism-ui-filters?filterID=appVersion*', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'down' } } }),
    );
    await page.getByRole('button', { name: 'Compare: None' }).click();
    const menu = page.getByRole('dialog', { name: 'Compare menu' });
    await menu.getByRole('radio', { name: 'Previous Period (Other Version)' }).check();
    await expect(menu.getByText('Could not load options.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(params(page).has('compareFeature')).toBe(false);
  });
});

test.describe('experiments', () => {
  test('choosing an experiment chooses all its variants; clearing clears both', async ({ page }) => {
    await openPage(page, PAGE);
    await page.getByRole('button', { name: 'Experiments', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Experiments', exact: true });
    await picker.getByRole('checkbox', { name: /Proactive support chat/ }).check();
    await urlSettles(page, Date.now(), (search) => search.getAll('activatedExperiments[]').length === 1);
    expect(params(page).getAll('activatedExperiments[]')).toEqual([CHAT_EXPERIMENT]);
    expect(params(page).getAll('variantUuids[]')).toEqual(CHAT_VARIANTS);
    const pills = page.getByRole('list', { name: 'Chosen experiments' });
    await expect(pills).toContainText('Experiments: Proactive support chat');
    await expect(pills).toContainText('Variants: control, …');

    await picker
      .getByRole('group', { name: 'Variants' })
      .getByRole('checkbox', { name: /^chatbot/ })
      .uncheck();
    await urlSettles(page, Date.now(), (search) => search.getAll('variantUuids[]').length === 2);
    expect(params(page).getAll('variantUuids[]')).toEqual([CHAT_VARIANTS[0], CHAT_VARIANTS[2]]);

    await picker.getByRole('button', { name: 'Clear experiments' }).click();
    await urlSettles(page, Date.now(), (search) => !search.has('activatedExperiments[]'));
    expect(params(page).has('variantUuids[]')).toBe(false);
    await expect(pills).toHaveCount(0);
  });
});

test('the same address in a new browser shows the same state', async ({ page, browser }) => {
  await openPage(page, PAGE);
  const bar = page.getByRole('group', { name: 'Filters' });
  await page.getByRole('button', { name: 'Last 24 hours' }).click();
  await page.getByRole('dialog', { name: 'Time menu' }).getByRole('radio', { name: 'Last 7 days' }).check();
  await page.getByRole('dialog', { name: 'Time menu' }).getByRole('button', { name: 'Apply' }).click();
  await bar.getByRole('button', { name: '+ Add filter' }).click();
  await page
    .getByRole('dialog', { name: 'Add filter' })
    .getByRole('button', { name: 'Billing Services' })
    .click();
  const editor = page.getByRole('dialog', { name: 'Filter: Billing Services' });
  await editor.getByRole('combobox', { name: 'Operator' }).selectOption({ label: 'is none of' });
  await editor.getByRole('checkbox', { name: 'sps' }).check();
  await editor.getByRole('checkbox', { name: 'legacy' }).check();
  await editor.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Compare: None' }).click();
  await page
    .getByRole('dialog', { name: 'Compare menu' })
    .getByRole('radio', { name: 'All App Data' })
    .check();
  await page.getByRole('dialog', { name: 'Compare menu' }).getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Experiments', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Experiments', exact: true })
    .getByRole('checkbox', { name: /Proactive/ })
    .check();
  await page.keyboard.press('Escape');
  await urlSettles(
    page,
    Date.now(),
    (search) => search.has('activatedExperiments[]') && search.has('billingServices[]'),
  );
  const url = page.url();

  const other = await browser.newContext();
  const second = await other.newPage();
  await openPage(second, url.replace(/^https?:\/\/[^/]+/, ''));
  await expect(second).toHaveURL(url);
  await expect(second.getByRole('button', { name: 'Last 7 days' })).toBeVisible();
  const secondBar = second.getByRole('group', { name: 'Filters' });
  await expect(
    secondBar.getByRole('button', { name: 'Billing Services is none of: sps, legacy' }),
  ).toBeVisible();
  await expect(second.getByRole('button', { name: 'Compare: All App Data' })).toBeVisible();
  await expect(second.getByRole('list', { name: 'Chosen experiments' })).toContainText(
    'Experiments: Proactive support chat',
  );
  await expect(second.getByRole('button', { name: 'Experiments (1)' })).toBeVisible();
  // Nothing was rewritten on load: the address was already complete.
  await second.waitForTimeout(1500);
  await expect(second).toHaveURL(url);
  await other.close();
});
