/**
 * Screenshots of the portal for the README and docs/screens/, taken from a running server:
 *
 *   npx tsx e2e/screenshots.ts            # against http://127.0.0.1:8080
 *   BASE_URL=http://127.0.0.1:8181 npx tsx e2e/screenshots.ts
 *
 * Signs in through the embedded sign-in page like a person would.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, expect, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './support/chromium';
import { shellReady, type Persona } from './support/sign-in';

const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const OUT_DIR = fileURLToPath(new URL('../docs/screens/', import.meta.url));
const VIEWPORT = { width: 1440, height: 900 };

type Theme = 'light' | 'dark';

async function withPage(
  browser: Browser,
  run: (page: Page) => Promise<void>,
  theme: Theme = 'light',
): Promise<void> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: VIEWPORT, deviceScaleFactor: 1 });
  // The theme the dark mode toggle would have remembered (features/theme/lib/theme.ts).
  await context.addInitScript((chosen) => window.localStorage.setItem('prism.theme', chosen), theme);
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

async function signIn(page: Page, path: string, persona: Persona): Promise<void> {
  await page.goto(path);
  await page.waitForURL(/\/auth\/login\?redirect=/);
  await page.locator(`button[name="username"][value="${persona}"]`).click();
  if (PORTAL_PERSONAS.has(persona)) await shellReady(page, 20_000);
}

const PORTAL_PERSONAS = new Set<Persona>(['admin', 'analyst', 'voc', 'krypto']);

/** The shell's chrome in one theme: top bar with left menu, app switcher, group modal, avatar menu, Krypto. */
async function themedShots(browser: Browser, theme: Theme): Promise<void> {
  await withPage(
    browser,
    async (page) => {
      await signIn(page, '/OneApp@Roku/client-analytics/errors?period=7d', 'analyst');
      await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
      if (theme === 'dark') await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      else await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
      await page.getByRole('banner').getByRole('button', { name: 'Tools' }).click();
      await expect(
        page.getByRole('region', { name: 'External tools' }).getByRole('link', { name: /Tracing/ }),
      ).toBeVisible();
      await shoot(page, `top-bar-${theme}`);
    },
    theme,
  );

  await withPage(
    browser,
    async (page) => {
      await signIn(page, '/MSA@Web/client-analytics/overview?period=7d', 'analyst');
      await page.getByRole('combobox', { name: 'Search applications' }).fill('My Account');
      await expect(page.getByRole('option').first()).toBeVisible();
      await shoot(page, `app-switcher-${theme}`);
    },
    theme,
  );

  await withPage(
    browser,
    async (page) => {
      await signIn(page, '/', 'analyst');
      await page.getByRole('banner').getByRole('button', { name: 'Groups' }).click();
      await page.getByRole('button', { name: 'Group settings' }).click();
      await page.getByRole('dialog', { name: 'Groups' }).getByRole('button', { name: 'Edit groups' }).click();
      await page.getByRole('button', { name: 'Edit TV apps' }).click();
      await expect(page.getByRole('form', { name: 'Edit group' })).toBeVisible();
      await shoot(page, `group-modal-${theme}`);
    },
    theme,
  );

  await withPage(
    browser,
    async (page) => {
      await signIn(page, '/', 'analyst');
      await page.getByRole('button', { name: /profile menu/ }).click();
      await expect(page.getByRole('button', { name: 'Upload Photo' })).toBeVisible();
      await shoot(page, `avatar-menu-${theme}`);
    },
    theme,
  );

  await withPage(
    browser,
    async (page) => {
      await signIn(page, '/', 'admin');
      await page.getByRole('banner').getByRole('button', { name: 'Krypto' }).click();
      const dialog = page.getByRole('dialog', { name: 'Encrypt and Decrypt values' });
      const encrypt = dialog.getByRole('region', { name: 'Encrypt' });
      await encrypt.getByLabel('Value to encrypt').fill('8245100012345678');
      await encrypt.getByRole('button', { name: 'Encrypt' }).click();
      await expect(encrypt.getByLabel('Encrypted value')).toHaveValue(/^k1\./);
      await shoot(page, `krypto-dialog-${theme}`);
    },
    theme,
  );

  await withPage(
    browser,
    async (page) => {
      // The banner as PRISM_DEV_BANNER and PRISM_PRODUCTION_URL would configure it.
      await page.route('**/api/ui-config', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        await route.fulfill({
          response,
          json: {
            ...body,
            devBanner: {
              text: 'This is the development portal: new charts and dark mode are tried here before they reach production.',
              productionUrl: 'https://prism.corp.example/',
            },
          },
        });
      });
      await signIn(page, '/MSA@Web/client-analytics/overview?period=7d', 'analyst');
      await expect(page.getByRole('region', { name: 'Currently in Development' })).toBeVisible();
      await shoot(page, `dev-banner-${theme}`);
    },
    theme,
  );
}

/**
 * A page of charts (docs/screens/{name}.png, the whole page): `path` under an application, or
 * under the demo group `group`; `params` adds details-page parameters picked from the demo data.
 */
interface ChartPageShot {
  name: string;
  path: string;
  heading: string;
  group?: string;
  params?: (pick: DemoPick) => Promise<string>;
  /** The README's picture: the first screenful only. */
  firstScreen?: boolean;
}

/** Asks the API of the signed-in page. */
type DemoPick = <T>(path: string, init?: { method: string; body?: unknown }) => Promise<T>;

const WEEK = 'period=7d&step=86400000';
const ROKU = 'OneApp@Roku';
const SERVICE = 'IdentityService@Web@portals';
const q = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

/** The most frequent value of a metric's group for an application over the last 7 days. */
async function topValue(pick: DemoPick, appId: string, metric: string, group: string): Promise<string> {
  const query = new URLSearchParams({ appID: appId, metric, group, type: 'top', period: '7d', limit: '1' });
  const reply = await pick<{ data: { name: string }[] }>(`/api/realtime-dashboard?${query}`);
  const name = reply.data[0]?.name;
  if (!name) throw new Error(`No ${metric} by ${group} for ${appId}`);
  return name;
}

/** The demo experiment of the account app, with its variants, as the experiment pages take them. */
async function experimentParams(pick: DemoPick): Promise<string> {
  const reply = await pick<{
    data: { experiments: { uuid: string; name: string; variants: { uuid: string }[] }[] };
  }>('/api/distillery', {
    method: 'POST',
    body: {
      query:
        'query($filter: ExperimentFilter!) { experiments(filter: $filter) { uuid name variants { uuid } } }',
      variables: {
        filter: { startTimeFrom: 0, startTimeTo: Date.now(), products: [{ name: 'MSA', type: 'Web' }] },
      },
    },
  });
  const experiment = reply.data.experiments.find((found) => found.name === 'Billing page redesign');
  if (!experiment) throw new Error('No demo experiment "Billing page redesign"');
  return [
    `experimentUuid=${experiment.uuid}`,
    `activatedExperiments[]=${experiment.uuid}`,
    ...experiment.variants.map((variant) => `variantUuids[]=${variant.uuid}`),
  ].join('&');
}

const client = (name: string, page: string, heading: string, extra: Partial<ChartPageShot> = {}) => ({
  name,
  path: `/${ROKU}/client-analytics/${page}?${WEEK}`,
  heading,
  ...extra,
});
const server = (name: string, page: string, heading: string, extra: Partial<ChartPageShot> = {}) => ({
  name,
  path: `/${SERVICE}/server-analytics/${page}?${WEEK}`,
  heading,
  ...extra,
});

const CHART_PAGES: readonly ChartPageShot[] = [
  client('client-overview', 'overview', 'Overview', { firstScreen: true }),
  {
    name: 'client-overview-group',
    group: 'TV apps',
    path: `client-analytics/overview?${WEEK}`,
    heading: 'Overview',
  },
  client('general-usage', 'general-usage', 'General Usage'),
  client('page-views', 'page-views', 'Page Views'),
  client('page-view-details', 'page-views/details', 'Page View Details', {
    params: async (pick) => q('pageName', await topValue(pick, ROKU, 'page_views', 'pageName')),
  }),
  client('area-page', 'errors', 'Errors'),
  client('error-details', 'errors/details', 'Error Details', {
    params: async (pick) => q('errorCode', await topValue(pick, ROKU, 'errors', 'errorCode')),
  }),
  client('authentication', 'authentication', 'Authentication'),
  client('apis', 'apis', 'APIs'),
  client('api-details', 'apis/details', 'API Details', {
    params: async (pick) => q('apiName', await topValue(pick, ROKU, 'api_calls', 'apiName')),
  }),
  client('api-visit-ids', 'apis/visit-ids', 'API Visit IDs', {
    params: async (pick) =>
      `${q('apiName', await topValue(pick, ROKU, 'api_calls', 'apiName'))}&${q(
        'responseCode',
        await topValue(pick, ROKU, 'api_calls', 'responseCode'),
      )}`,
  }),
  client('api-code-details', 'apis/code-details', 'API Code Details'),
  client('release-summary', 'release-summary', 'Release Summary'),
  client('release-summary-details', 'release-summary/details', 'Release Summary Details', {
    params: async (pick) =>
      `${q('releaseVersion', await topValue(pick, ROKU, 'devices_all_types.top', 'appVersion'))}&compareFeature=allData`,
  }),
  client('video-quality', 'video-quality', 'Video Quality'),
  client('events', 'events', 'Events'),
  client('event-details', 'events/details', 'Event Details', {
    params: async (pick) => q('eventCaseID', await topValue(pick, ROKU, 'event_cases', 'eventCaseID')),
  }),
  client('metrics-all', 'metrics/all', 'All Metrics'),
  client('metrics-dashboards', 'metrics/dashboards', 'Metrics Dashboards'),
  {
    name: 'experiment-snapshot',
    path: `/MSA@Web/client-analytics/experiment-snapshot?${WEEK}`,
    heading: 'Experiment Snapshot',
  },
  {
    name: 'experiment-snapshot-details',
    path: `/MSA@Web/client-analytics/experiment-snapshot/details?${WEEK}`,
    heading: 'Experiment Snapshot Details',
    params: experimentParams,
  },
  client('customer-journey', 'customer-journey', 'Customer Journey'),
  {
    name: 'tech-mobile-overview',
    path: `/TechMobile@iOS/client-analytics/tech-mobile/overview?${WEEK}`,
    heading: 'Tech Mobile Overview',
  },
  {
    name: 'tech-mobile-job-start-completion',
    path: `/TechMobile@iOS/client-analytics/tech-mobile/job-start-completion?${WEEK}`,
    heading: 'Job Start Completion',
  },
  server('server-overview', 'overview', 'Server Overview'),
  server('server-api-details', 'overview/details', 'Server API Details', {
    params: async (pick) => q('apiName', await topValue(pick, SERVICE, 'server_calls', 'apiName')),
  }),
  server('server-response-code', 'overview/response-code', 'Response Code', {
    params: async (pick) => q('responseCode', await topValue(pick, SERVICE, 'server_calls', 'responseCode')),
  }),
  server('server-incoming', 'incoming', 'Incoming'),
  server('server-outgoing', 'outgoing', 'Outgoing'),
  { name: 'dashboard-sankey', path: `/${ROKU}/dashboards/sankey?${WEEK}`, heading: 'Sankey Dashboard' },
  {
    name: 'dashboard-tve',
    path: `/TVE/tve-dashboards/auth?${WEEK}`,
    heading: 'TVE Authentication Dashboard',
  },
];

/** A dashboard of four charts, stored for the analyst, shown with its list and the new-dashboard form. */
async function dashboardShots(browser: Browser): Promise<void> {
  await withPage(browser, async (page) => {
    await signIn(page, '/', 'analyst');
    const pick = pickerOf(page);
    const chart = (i: number, kind: string, metric: string, title: string, group?: string) => ({
      id: `c${i}`,
      title,
      kind,
      metric,
      ...(group ? { group } : {}),
      filter: [],
      x: (i % 2) * 2,
      y: Math.floor(i / 2) * 4,
      w: 2,
      h: 4,
    });
    const dashboard = await pick<{ id: string }>('/api/dashboards', {
      method: 'POST',
      body: {
        name: 'Roku launch week',
        description: 'How the Roku app is doing since the release',
        shared: true,
        entityId: ROKU,
        charts: [
          chart(0, 'line', 'page_views', 'Page views'),
          chart(1, 'stats', 'visits', 'Visits'),
          chart(2, 'top', 'errors', 'Top error codes', 'errorCode'),
          chart(3, 'stackedBar', 'api_calls', 'API calls by response code', 'responseCode'),
        ],
      },
    });
    await page.goto(`/${ROKU}/dashboards/${dashboard.id}?${WEEK}`);
    await expect(page.getByRole('heading', { name: 'Roku launch week', level: 1 })).toBeVisible();
    await expect(page.locator('main section[aria-busy]')).toHaveCount(4, { timeout: 30_000 });
    await expect(page.locator('main section[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    await page.waitForTimeout(1_500);
    await shoot(page, 'dashboard', { fullPage: true });

    await page.goto(`/${ROKU}/dashboards/mine?${WEEK}`);
    await expect(page.getByRole('heading', { name: 'My Dashboards', level: 1 })).toBeVisible();
    await expect(page.getByText('Roku launch week').first()).toBeVisible();
    await shoot(page, 'dashboards-mine');

    await page.goto(`/${ROKU}/dashboards/new?${WEEK}`);
    await expect(page.getByRole('heading', { name: 'New Dashboard', level: 1 })).toBeVisible();
    await shoot(page, 'dashboard-new');
    // A data folder used for screenshots again gets one such dashboard, not one per run.
    await pick(`/api/dashboards/${dashboard.id}`, { method: 'DELETE' });
  });
}

/** Calls the portal's API from the signed-in page, with its token. */
function pickerOf(page: Page): DemoPick {
  return (path, init) =>
    page.evaluate(
      async ({ path, init }) => {
        const reply = await fetch(path, {
          method: init?.method ?? 'GET',
          headers: {
            authorization: `Bearer ${window.localStorage.getItem('accessToken') ?? ''}`,
            ...(init?.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(init?.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
        });
        if (!reply.ok) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
        return reply.status === 204 ? null : reply.json();
      },
      { path, init },
    );
}

/** Every page of CHART_PAGES once its charts have left their skeletons and animated in. */
async function chartPageShots(browser: Browser): Promise<void> {
  for (const shot of CHART_PAGES) {
    await withPage(browser, async (page) => {
      await signIn(page, '/', 'analyst');
      const pick = pickerOf(page);
      let path = shot.path;
      if (shot.group) {
        const groups = await pick<{ _id: string; name: string }[]>('/api/groups');
        const group = groups.find((found) => found.name === shot.group);
        if (!group) throw new Error(`No demo group named ${shot.group}`);
        path = `/${group._id}/${shot.path}`;
      }
      if (shot.params) path += `&${await shot.params(pick)}`;
      await page.goto(path);
      await expect(page.getByRole('heading', { name: shot.heading, level: 1 })).toBeVisible();
      await expect(page.locator('main section[aria-busy]').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('main section[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
      // The chart code loads on demand; then ECharts animates the series in for about a second.
      await page.waitForTimeout(1_500);
      await shoot(page, shot.name, { fullPage: !shot.firstScreen });
    });
  }
}

/** The tallest picture of a whole page, in px. */
const FULL_PAGE_MAX_PX = 8_000;

async function shoot(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  // Let fonts settle and the skeleton shimmer stop before the picture.
  await page.evaluate(() => document.fonts.ready);
  if (fullPage) {
    // The shell scrolls its content area, not the document: the window grows to the content's
    // height instead, and the charts redraw at their size before the picture.
    const height = await page.evaluate(() =>
      Math.max(...[...document.querySelectorAll('body *')].map((element) => element.scrollHeight)),
    );
    await page.setViewportSize({ width: VIEWPORT.width, height: Math.min(height + 64, FULL_PAGE_MAX_PX) });
    await page.waitForTimeout(1_000);
  }
  const file = `${OUT_DIR}${name}.png`;
  await page.screenshot({ path: file });
  console.log(`saved ${file}`);
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    await withPage(browser, async (page) => {
      await signIn(page, '/', 'analyst');
      await expect(
        page.getByRole('table', { name: 'Events per application' }).locator('tbody tr').first(),
      ).toBeVisible({
        timeout: 20_000,
      });
      // The last sign-in: a time, or 'First visit' for a persona new to this data folder.
      const signedIn = page.getByRole('region', { name: 'Signed in as' });
      await expect(signedIn.locator('time').or(signedIn.getByText('First visit'))).toBeVisible();
      await shoot(page, 'home');
    });

    await withPage(browser, async (page) => {
      await signIn(page, '/', 'guest');
      await expect(page.getByRole('heading', { name: 'Welcome to Prism' })).toBeVisible();
      await shoot(page, 'welcome');
    });

    await withPage(browser, async (page) => {
      await signIn(page, '/documentation', 'docs');
      await expect(page.getByRole('heading', { name: 'Documentation', level: 1 })).toBeVisible();
      await shoot(page, 'documentation');
    });

    await withPage(browser, async (page) => {
      await page.goto('/?accessToken=undefined');
      await expect(page.getByRole('heading', { name: 'Not Authenticated' })).toBeVisible();
      await shoot(page, 'not-authenticated');
    });

    await withPage(browser, async (page) => {
      await signIn(page, '/OneApp@Roku/client-analytics/errors?period=7d&step=86400000', 'analyst');
      await page.getByRole('button', { name: 'Last 7 days' }).click();
      await expect(page.getByRole('dialog', { name: 'Time menu' })).toBeVisible();
      await shoot(page, 'time-menu');
    });

    await withPage(browser, async (page) => {
      await signIn(page, '/prismadmin/system', 'admin');
      await expect(page.getByRole('heading', { name: 'System Status', level: 1 })).toBeVisible();
      await expect(page.getByText('Analytics store')).toBeVisible();
      await shoot(page, 'system-status');
    });

    await withPage(browser, async (page) => {
      await signIn(page, '/no/such/page', 'analyst');
      await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
      await shoot(page, 'not-found');
    });

    await chartPageShots(browser);
    await dashboardShots(browser);
    await themedShots(browser, 'light');
    await themedShots(browser, 'dark');
  } finally {
    await browser.close();
  }
}

await main();
