import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { MSG } from '@prism/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chartMenuItem } from '../support/chart-menu';
import { shellReady, signInAt, type Persona } from '../support/sign-in';

/**
 * The event-schema registry and its tools end to end (issue 19): every quantum-resources page and
 * tool as a reader (analyst) and as a mapping editor (mapper), each with real content and the edit
 * controls only the editor has; an unknown API call mapped on the unknowns page renames the API
 * chart's group; a Volt run against a broken demo visit names the failing field; an event sent
 * with a value outside its enum shows on the status page and opens its visit in the sequence
 * viewer, whose range messages and trace search are checked; an editor creates an event case.
 */

const APP = 'MSA@Web';
const qr = (page: string, query = '') => `/${APP}/quantum-resources/${page}${query ? `?${query}` : ''}`;

/** A short run-unique word of letters (a retry on the same server must not find the last run's data). */
const RUN = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  '',
);

interface PageCase {
  path: string;
  title: string;
  /** Something only real content shows (not a skeleton, not an error). */
  content: (page: Page) => Locator;
  /** A control only an editor sees, when the page has one. */
  edit?: (page: Page) => Locator;
}

/** The registry and Helix pages, then the API-name mappings, Volt and the sequence viewer. */
type Part = 'registry' | 'tools';

const PAGES: Record<Part, PageCase[]> = {
  registry: [
    {
      path: qr('event-types'),
      title: 'Event Types',
      content: (page) => page.getByRole('table', { name: 'Fields of apiCall' }),
      edit: (page) => page.getByRole('button', { name: 'Edit apiCall' }),
    },
    {
      path: qr('event-cases'),
      title: 'Event Cases',
      content: (page) =>
        page.getByRole('region', { name: 'Event cases' }).getByRole('link', { name: 'Billing page shown' }),
      edit: (page) => page.getByRole('button', { name: 'New event case' }),
    },
    {
      path: qr('event-cases/details', 'entityID=billing_submit&domain=portals'),
      title: 'Event Case Details',
      content: (page) =>
        page.getByRole('region', { name: 'Instrumentation' }).getByText("eventCaseId: 'billing_submit'"),
      edit: (page) => page.getByRole('region', { name: 'Definition' }).getByRole('button', { name: 'Edit' }),
    },
    {
      path: qr('schema', 'searchTerm=streamType'),
      title: 'Schema',
      content: (page) =>
        page
          .getByRole('region', { name: 'Field definitions' })
          .getByRole('rowheader', { name: 'streamType' }),
      edit: (page) => page.getByRole('button', { name: 'Edit streamType' }),
    },
    {
      path: qr('platforms-list'),
      title: 'Platforms List',
      content: (page) =>
        page
          .getByRole('table', { name: 'Application platforms' })
          .getByRole('listitem')
          .filter({ hasText: APP }),
    },
    {
      path: qr('status'),
      title: 'Status',
      content: (page) =>
        page
          .getByRole('table', { name: 'Status per application and platform' })
          .getByRole('rowheader', { name: APP }),
    },
    {
      path: qr('helix/requirements/versions'),
      title: 'Helix Requirement Versions',
      content: (page) =>
        page.getByRole('list', { name: 'Released Helix versions' }).getByRole('listitem').first(),
      edit: (page) => page.getByRole('button', { name: 'Release…' }),
    },
    {
      path: qr('helix/requirements/decoder/latest'),
      title: 'Latest Helix Decoder',
      content: (page) =>
        page.getByRole('table', { name: 'Latest decoder per platform' }).getByRole('link').first(),
      edit: (page) => page.getByRole('button', { name: 'Record a decoder release' }),
    },
    {
      path: qr('helix/release-notes'),
      title: 'Helix Release Notes',
      content: (page) => page.getByRole('region', { name: 'Compare two versions' }).getByRole('status'),
    },
  ],
  tools: [
    {
      path: qr('api-name-mappings/names'),
      title: 'API Name Mappings',
      content: (page) =>
        page
          .getByRole('table', { name: 'API name rules' })
          .getByRole('cell', { name: 'Account summary', exact: true }),
      edit: (page) => page.getByRole('button', { name: 'Add API name' }),
    },
    {
      path: qr('api-name-mappings/service'),
      title: 'API Service Mappings',
      content: (page) =>
        page
          .getByRole('table', { name: 'Service rules' })
          .getByRole('cell', { name: 'myaccount-api.example.com', exact: true }),
      edit: (page) => page.getByRole('button', { name: 'Add service rule' }),
    },
    {
      path: qr('api-name-mappings/unknowns'),
      title: 'Unknown API Names',
      content: (page) => page.getByRole('table', { name: 'Unknown API calls' }).getByRole('row').nth(1),
      edit: (page) =>
        page.getByRole('table', { name: 'Unknown API calls' }).getByRole('button', { name: /^Map / }).first(),
    },
    {
      path: qr('volt-tests'),
      title: 'Volt Tests',
      content: (page) =>
        page.getByRole('table', { name: 'Test cases' }).getByText('Bill payment (My Account web)'),
    },
    {
      path: '/tools/volt',
      title: 'Volt',
      content: (page) =>
        page.getByRole('table', { name: 'Test cases' }).getByText('Live TV playback', { exact: true }),
      edit: (page) => page.getByRole('button', { name: 'New test case' }),
    },
    {
      path: '/tools/volt/test-cases',
      title: 'Volt Test Cases',
      content: (page) =>
        page.getByRole('form', { name: 'Run a Volt test' }).getByRole('combobox', { name: 'Test case' }),
    },
    {
      path: '/tools/sequence',
      title: 'Sequence',
      content: (page) => page.getByRole('table', { name: 'Recent visits' }).getByRole('link').first(),
    },
  ],
};

/** No load problem anywhere on the page: no alert, no 'could not be loaded', no building note. */
async function expectNoProblem(page: Page, path: string): Promise<void> {
  await expect(page.getByRole('alert'), path).toHaveCount(0);
  await expect(page.getByText(/could not be loaded|This page is being built/), path).toHaveCount(0);
}

async function checkPages(page: Page, persona: Persona, part: Part): Promise<void> {
  const editor = persona === 'mapper';
  const pages = PAGES[part];
  await signInAt(page, pages[0]!.path, persona);
  await shellReady(page);
  for (const { path, title, content, edit } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true }), path).toBeVisible();
    await expect(content(page), path).toBeVisible();
    await expectNoProblem(page, path);
    if (edit) {
      if (editor) await expect(edit(page), `${path}: the editor's control`).toBeVisible();
      else await expect(edit(page), `${path}: no edit control for a reader`).toHaveCount(0);
    }
  }
}

/** A decoder release, opened from the latest decoders, with its decoderVersion in the address. */
async function checkDecoderRelease(page: Page): Promise<void> {
  await page.goto(qr('helix/requirements/decoder/latest'));
  const decoder = page.getByRole('table', { name: 'Latest decoder per platform' }).getByRole('link', {
    name: /^QUANTUMJS decoder /,
  });
  const name = ((await decoder.getAttribute('aria-label')) ?? (await decoder.innerText())).trim();
  const version = ((await decoder.textContent()) ?? '').trim();
  await decoder.click();
  await expect(page).toHaveURL(new RegExp(`decoderVersion=${version.replaceAll('.', '\\.')}`));
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^What Helix [\d.]+ requires$/ })).toBeVisible();
  await expectNoProblem(page, 'decoder release');
}

/** A visit's sequence, opened from the recent visits. */
async function checkVisitSequence(page: Page): Promise<void> {
  await page.goto('/tools/sequence');
  const visit = page.getByRole('table', { name: 'Recent visits' }).getByRole('link').first();
  const visitId = ((await visit.textContent()) ?? '').trim();
  await visit.click();
  await expect(page).toHaveURL(new RegExp(`/tools/sequence/${visitId}$`));
  await expect(
    page.getByRole('table', { name: 'Events of the visit' }).getByTestId('sequence-event').first(),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Sequence range' })).toBeVisible();
  await expectNoProblem(page, 'sequence of a visit');
}

for (const [persona, sees] of [
  ['analyst', 'without edit controls'],
  ['mapper', 'with the edit controls'],
] as const) {
  test(`the registry and Helix pages render for the ${persona}, ${sees}`, async ({ page }) => {
    await checkPages(page, persona, 'registry');
    await checkDecoderRelease(page);
  });

  test(`the API-name mappings, Volt and sequence pages render for the ${persona}, ${sees}`, async ({
    page,
  }) => {
    await checkPages(page, persona, 'tools');
    await checkVisitSequence(page);
  });
}

/** Events sent through the collector as an application's ingestion account. */
async function sendEvents(baseURL: string, events: Record<string, unknown>[]): Promise<void> {
  const { accessToken } = (await (
    await fetch(new URL('/auth/token', baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'collector' }),
    })
  ).json()) as { accessToken: string };
  const sent = await fetch(new URL('/api/collector/events', baseURL), {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'client', events }),
  });
  expect(sent.status, await sent.text()).toBe(200);
}

/** A web visit of MSA@Web's shape, its events a second apart from a few minutes ago. */
function webVisit(visitId: string, drafts: Record<string, unknown>[]): Record<string, unknown>[] {
  const start = Date.now() - 5 * 60_000;
  return drafts.map((draft, index) => ({
    appId: APP,
    environment: 'production',
    visitId,
    deviceId: `e2e-device-${visitId}`,
    appVersion: '7.2.0',
    operatingSystem: 'Windows',
    osVersion: '11',
    browser: 'Chrome',
    formFactor: 'pc',
    connectionType: 'wired',
    platformType: 'web',
    technologyType: 'Browser',
    helixSpecVersion: '1.48.0',
    timestamp: start + index * 1_000,
    sequenceNumber: index,
    ...draft,
  }));
}

/** The CSV of a chart card, as its Download CSV gives it. */
async function chartCsv(page: Page, card: Locator): Promise<string> {
  await expect(card.getByRole('img')).toBeVisible();
  const item = await chartMenuItem(card, MSG.chartDownloadCsv);
  expect(item, 'the chart offers its CSV').not.toBeNull();
  const [download] = await Promise.all([page.waitForEvent('download'), item!.click()]);
  return fs.readFile(await download.path(), 'utf8');
}

test('an unknown call mapped on the unknowns page leaves the list and renames the API chart group', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const rawName = `GET /api/loyalty${RUN}/points`;
  const mappedName = `Loyalty points ${RUN}`;
  const calls = Array.from({ length: 40 }, () => ({
    eventType: 'apiCall',
    pageName: 'billing',
    appSection: 'billing',
    apiName: rawName,
    apiHost: 'myaccount-api.example.com',
    apiHttpVerb: 'GET',
    apiArchitecture: 'REST',
    apiResponseCode: 200,
    apiResponseTimeMs: 150,
  }));
  await sendEvents(testInfo.project.use.baseURL!, webVisit(`e2e-loyalty-${RUN}`, calls));

  const topApis = page.getByRole('region', { name: 'Top APIs' });
  await signInAt(page, `/${APP}/client-analytics/apis?period=24h`, 'mapper');
  await shellReady(page);
  expect(await chartCsv(page, topApis)).toContain(rawName);

  await page.goto(qr('api-name-mappings/unknowns'));
  const unknowns = page.getByRole('table', { name: 'Unknown API calls' });
  const mapName = `Map ${rawName} on myaccount-api.example.com`;
  const map = unknowns.getByRole('button', { name: mapName });
  await expect(async () => {
    await page.reload();
    await expect(map).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(
    unknowns.getByRole('row').filter({ has: page.getByRole('button', { name: mapName }) }),
  ).toContainText('40');
  await map.click();
  const dialog = page.getByRole('dialog', { name: 'Map an API name' });
  await expect(dialog.getByLabel('Path pattern')).not.toHaveValue('');
  await dialog.getByLabel('API name').fill(mappedName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(map).toHaveCount(0);

  // The rule is on the names page, and the API chart groups the calls under it.
  await page.goto(qr('api-name-mappings/names', `searchTerm=${RUN}`));
  await expect(
    page.getByRole('table', { name: 'API name rules' }).getByRole('cell', { name: mappedName, exact: true }),
  ).toBeVisible();
  await page.goto(`/${APP}/client-analytics/apis?period=24h`);
  const csv = await chartCsv(page, topApis);
  expect(csv).toContain(mappedName);
  expect(csv).not.toContain(rawName);
});

test('a Volt run against a broken demo visit shows the failing field and why', async ({ page }) => {
  await signInAt(page, '/tools/volt', 'analyst');
  await shellReady(page);
  // The broken staging visit of the bill payment: its submit sent from the home page.
  const visits = await page.evaluate(async (app) => {
    const reply = await fetch(
      `/api/sequence/recent?dataSource=quantum&appId=${encodeURIComponent(app)}&limit=25`,
      {
        headers: { authorization: `Bearer ${window.localStorage.getItem('accessToken') ?? ''}` },
      },
    );
    return ((await reply.json()) as { visits: { visitId: string; environment: string; events: number }[] })
      .visits;
  }, APP);
  const broken = visits.find((visit) => visit.environment === 'staging' && visit.events === 8);
  expect(broken, 'the broken staging visit of the bill payment').toBeDefined();

  // The test case is found on the Volt page, as a user would.
  const row = page
    .getByRole('table', { name: 'Test cases' })
    .getByRole('row')
    .filter({ hasText: 'Billing page actions' });
  const runLink = row.getByRole('link', { name: 'Run Billing page actions' });
  await expect(runLink).toBeVisible();
  const runHref = new URL((await runLink.getAttribute('href'))!, 'http://x');
  const tcid = runHref.searchParams.get('tcid');
  expect(tcid).toBeTruthy();

  await page.goto(
    `/tools/volt/test-cases?${new URLSearchParams({ tcid: tcid!, visitId: broken!.visitId, submit: 'true' })}`,
  );
  const result = page.getByRole('region', { name: 'Billing page actions' });
  await expect(result).toBeVisible();
  await expect(result).toContainText('Failed');
  const steps = result.getByRole('table', { name: 'Steps' });
  const failing = steps.getByRole('row').filter({ hasText: 'billing_submit' });
  await expect(failing).toContainText('pageName');
  await expect(failing).toContainText('home');
  await expect(result.getByRole('link', { name: broken!.visitId })).toBeVisible();
});

test('an event outside its enum shows on the status page, opens its visit, and the sequence viewer finds its trace', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const visitId = `e2e-bad-enum-${RUN}`;
  const traceId = randomUUID().replaceAll('-', '');
  await sendEvents(
    testInfo.project.use.baseURL!,
    webVisit(visitId, [
      { eventType: 'startSession' },
      { eventType: 'pageView', pageName: 'billing', appSection: 'billing' },
      {
        eventType: 'apiCall',
        pageName: 'billing',
        appSection: 'billing',
        apiName: 'GET /api/billing/balance',
        apiHost: 'myaccount-api.example.com',
        apiHttpVerb: 'GET',
        apiArchitecture: 'REST',
        apiResponseCode: 200,
        apiResponseTimeMs: 120,
        traceId,
      },
      { eventType: 'pageView', pageName: 'home', appSection: 'home', connectionType: `pigeon${RUN}` },
    ]),
  );

  await signInAt(page, qr('status'), 'analyst');
  await shellReady(page);
  const errors = page.getByRole('table', { name: 'Schema errors seen' });
  const visitLinkName = `Open visit ${visitId} in the sequence viewer`;
  const visitLink = errors.getByRole('link', { name: visitLinkName });
  await expect(async () => {
    await page.reload();
    await expect(visitLink).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const row = errors.getByRole('row').filter({ has: page.getByRole('link', { name: visitLinkName }) });
  await expect(row.getByRole('rowheader')).toHaveText(APP);
  await expect(row.getByRole('cell').nth(1)).toHaveText('connectionType');
  await expect(row).toContainText('Value not in the enum');
  await expect(row).toContainText(`pigeon${RUN}`);
  await visitLink.click();
  await expect(page).toHaveURL(new RegExp(`/tools/sequence/${visitId}$`));
  const events = page.getByRole('table', { name: 'Events of the visit' }).getByTestId('sequence-event');
  await expect(events).toHaveCount(4);

  // The range: a reset with none, a range applied, the same range again.
  const range = page.getByRole('form', { name: 'Sequence range' });
  await range.getByRole('button', { name: 'Reset' }).click();
  await expect(range.getByRole('alert')).toHaveText('No range to reset.');
  await range.getByLabel('Start').fill('1');
  await range.getByLabel('End').fill('2');
  await range.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]start=1&end=2(&|$)/);
  await expect(events).toHaveCount(2);
  await range.getByRole('button', { name: 'Apply' }).click();
  await expect(range.getByRole('alert')).toHaveText(
    'Please choose different start or end range than current.',
  );
  await range.getByRole('button', { name: 'Reset' }).click();
  await expect(page).not.toHaveURL(/start=/);
  await expect(events).toHaveCount(4);

  // A trace id search lands on the call that carried it.
  await page.goto('/tools/sequence');
  const find = page.getByRole('form', { name: 'Find a visit' });
  // The mode lives in the address (isTraceID): the box follows it once the address has changed.
  await find.getByLabel('Search by trace ID').click();
  await expect(page).toHaveURL(/[?&]isTraceID=true/);
  await expect(find.getByLabel('Search by trace ID')).toBeChecked();
  await find.getByRole('textbox', { name: 'Trace ID' }).fill(traceId);
  await find.getByRole('button', { name: 'Find trace' }).click();
  await expect(page).toHaveURL(new RegExp(`/tools/sequence/${visitId}\\?traceId=${traceId}$`));
  const traced = page.getByRole('button', { name: 'Event 2, apiCall, the traced call' });
  await expect(traced).toBeVisible();
  await expect(traced).toBeFocused();
});

test('a mapping editor creates an event case and finds it in the list', async ({ page }) => {
  const id = `e2e_case_${RUN}`;
  const name = `E2E case ${RUN}`;
  await signInAt(page, qr('event-cases'), 'mapper');
  await shellReady(page);
  await page.getByRole('button', { name: 'New event case' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event case' });
  await dialog.getByLabel('Id').fill(id);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('Made by the end-to-end test.');
  await dialog.getByLabel('Event type').selectOption('selectAction');
  await dialog.getByRole('checkbox', { name: APP, exact: true }).check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`event-cases/details\\?.*entityID=${id}`));
  await expect(page.getByRole('region', { name: 'Definition' })).toContainText(name);

  await page.goto(qr('event-cases', `searchTerm=${RUN}`));
  const list = page.getByRole('region', { name: 'Event cases' });
  await expect(list.getByRole('link', { name })).toBeVisible();

  // Cleaned up from its details page.
  await list.getByRole('link', { name }).click();
  await page.getByRole('region', { name: 'Definition' }).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete event case ${id}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toHaveCount(0);
  // Deleting leaves for the list, where the case is gone.
  await expect(page).toHaveURL(/\/quantum-resources\/event-cases(\?|$)/);
  await page.goto(qr('event-cases', `searchTerm=${RUN}`));
  await expect(page.getByRole('region', { name: 'Event cases' }).getByRole('link', { name })).toHaveCount(0);
});
