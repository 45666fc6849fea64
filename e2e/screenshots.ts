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
import type { Persona } from './support/sign-in';

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
  if (PORTAL_PERSONAS.has(persona)) await welcomeDismiss(page);
}

const PORTAL_PERSONAS = new Set<Persona>(['admin', 'analyst', 'voc', 'krypto']);

/** On a persona's first visit to a fresh server, the welcome dialog opens over the page: skip it. */
async function welcomeDismiss(page: Page): Promise<void> {
  // My Favorites and the first-visit dialog come from the same profile answer, in the same render.
  await expect(page.getByRole('button', { name: 'My Favorites' })).toBeVisible({ timeout: 20_000 });
  const welcome = page.getByRole('dialog', { name: 'Welcome to Prism' });
  if (await welcome.isVisible()) await welcome.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

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
 * A chart page (docs/screens/{name}.png, the whole page): `path` is under an application, or
 * under a demo group named by `group`.
 */
interface ChartPageShot {
  name: string;
  path: string;
  heading: string;
  group?: string;
  /** The README's picture: the first screenful only. */
  firstScreen?: boolean;
}

const DAY_STEP = 'period=7d&step=86400000';

const CHART_PAGES: readonly ChartPageShot[] = [
  {
    name: 'client-overview',
    path: `/OneApp@Roku/client-analytics/overview?${DAY_STEP}`,
    heading: 'Overview',
    firstScreen: true,
  },
  {
    name: 'client-overview-group',
    group: 'TV apps',
    path: `client-analytics/overview?${DAY_STEP}`,
    heading: 'Overview',
  },
  { name: 'area-page', path: `/OneApp@Roku/client-analytics/errors?${DAY_STEP}`, heading: 'Errors' },
];

/** The id of a demo group, asked of the API with the signed-in page's token. */
async function groupId(page: Page, name: string): Promise<string> {
  const groups = await page.evaluate(async () => {
    const token = window.localStorage.getItem('accessToken');
    const res = await fetch('/api/groups', { headers: { authorization: `Bearer ${token}` } });
    return (await res.json()) as { _id: string; name: string }[];
  });
  const found = groups.find((group) => group.name === name);
  if (!found) throw new Error(`No demo group named ${name}`);
  return found._id;
}

/** Every chart page of CHART_PAGES once its charts have left their skeletons and animated in. */
async function chartPageShots(browser: Browser): Promise<void> {
  for (const shot of CHART_PAGES) {
    await withPage(browser, async (page) => {
      await signIn(page, shot.group ? '/' : shot.path, 'analyst');
      if (shot.group) await page.goto(`/${await groupId(page, shot.group)}/${shot.path}`);
      await expect(page.getByRole('heading', { name: shot.heading, level: 1 })).toBeVisible();
      await expect(page.getByTestId('chart-grid').getByRole('region').first()).toBeVisible();
      await expect(page.getByTestId('chart-skeleton')).toHaveCount(0, { timeout: 30_000 });
      // The chart code loads on demand; then ECharts animates the series in for about a second.
      await page.waitForTimeout(1_500);
      await shoot(page, shot.name, { fullPage: !shot.firstScreen });
    });
  }
}

async function shoot(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  // Let fonts settle and the skeleton shimmer stop before the picture.
  await page.evaluate(() => document.fonts.ready);
  const file = `${OUT_DIR}${name}.png`;
  await page.screenshot({ path: file, fullPage });
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
    await themedShots(browser, 'light');
    await themedShots(browser, 'dark');
  } finally {
    await browser.close();
  }
}

await main();
