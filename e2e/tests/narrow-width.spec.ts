import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { AREA_ROUTES } from '../../apps/web/src/app/area-routes';
import { shellReady, signInAt, type Persona } from '../support/sign-in';

/**
 * Issue 14, finding 1: at the spec's minimum shell width (1000px) the top bar holds every item of
 * every persona on one line inside the window, and no analytics page scrolls sideways.
 */

const NARROW = { width: 1000, height: 800 };
const CLIENT_APP = 'OneApp@Roku';
const SERVER_APP = 'IdentityService@Web@portals';
const TVE_APP = 'TVE';

/** Where each persona meets the top bar: the portal's users on an application page, the others where they may go. */
const PERSONA_PAGES: Record<Persona, string> = {
  admin: `/${CLIENT_APP}/client-analytics/overview?period=7d`,
  analyst: `/${CLIENT_APP}/client-analytics/overview?period=7d`,
  voc: `/${CLIENT_APP}/client-analytics/overview?period=7d`,
  'voc-reader': `/${CLIENT_APP}/client-analytics/overview?period=7d`,
  surveyor: '/CareSurvey@Web@cst_survey/charter-survey-tool/summary',
  mapper: `/${CLIENT_APP}/quantum-resources/api-name-mappings/names`,
  krypto: `/${CLIENT_APP}/client-analytics/overview?period=7d`,
  docs: '/documentation',
  guest: '/request-access',
};
const PORTAL_PERSONAS: readonly Persona[] = [
  'admin',
  'analyst',
  'voc',
  'voc-reader',
  'surveyor',
  'mapper',
  'krypto',
];

interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Distinct lines the element's visible text takes. */
  lines: number;
}

/** Every visible interactive element of the top bar: its box and how many lines its text takes. */
async function topBarItems(page: Page): Promise<{ items: Box[]; barBottom: number; viewport: number }> {
  return page.getByRole('banner').evaluate((bar) => {
    const interactive = [
      ...bar.querySelectorAll<HTMLElement>('a[href], button, input, select, [role="switch"], [tabindex]'),
    ];
    const visible = interactive.filter((element) => {
      const box = element.getBoundingClientRect();
      // A visually hidden label (1px) is not on screen; the element naming it is measured instead.
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    });
    const items = visible.map((element) => {
      const box = element.getBoundingClientRect();
      const tops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          // Text in a visually hidden label (clipped to a pixel) draws nothing.
          if (rect.width > 1 && rect.height > 1) tops.add(Math.round(rect.top / 4));
        }
      }
      return {
        name:
          element.getAttribute('aria-label') ||
          element.textContent?.trim() ||
          element.getAttribute('placeholder') ||
          element.tagName,
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
        lines: tops.size,
      };
    });
    return { items, barBottom: bar.getBoundingClientRect().bottom, viewport: window.innerWidth };
  });
}

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

async function expectTopBarFits(page: Page, persona: Persona): Promise<void> {
  const { items, barBottom, viewport } = await topBarItems(page);
  expect(viewport).toBe(NARROW.width);
  expect(items.length, `${persona}: the top bar's items`).toBeGreaterThan(2);
  for (const item of items) {
    const where = `${persona}: '${item.name}' at ${Math.round(item.left)}–${Math.round(item.right)}px`;
    expect(item.left, where).toBeGreaterThanOrEqual(0);
    expect(item.right, where).toBeLessThanOrEqual(viewport);
    expect(item.top, where).toBeGreaterThanOrEqual(0);
    expect(item.bottom, where).toBeLessThanOrEqual(barBottom);
    expect(item.lines, `${persona}: '${item.name}' is on one line`).toBeLessThanOrEqual(1);
  }
  // Inside the window is not enough: squeezed items would slide under one another.
  for (const [index, item] of items.entries()) {
    for (const other of items.slice(index + 1)) {
      expect(overlap(item, other), `${persona}: '${item.name}' overlaps '${other.name}'`).toBeLessThan(1);
    }
  }
}

/** Opens each menu of the top bar (and the switcher's list): each panel opens inside the window. */
async function expectMenusFit(page: Page, persona: Persona): Promise<void> {
  const bar = page.getByRole('banner');
  const switcher = bar.getByRole('combobox', { name: 'Search applications' });
  if (await switcher.isVisible()) {
    await switcher.click();
    await expectInside(page, page.getByRole('listbox').locator('..'), `${persona}: the switcher's list`);
    await page.keyboard.press('Escape');
  }
  const menus = bar.locator('button[aria-expanded]:not([aria-haspopup="dialog"])');
  for (let index = 0; index < (await menus.count()); index++) {
    const menu = menus.nth(index);
    const name = (await menu.getAttribute('aria-label')) ?? (await menu.innerText());
    await menu.click();
    const panelId = await menu.getAttribute('aria-controls');
    expect(panelId, `${persona}: '${name}' controls a panel`).toBeTruthy();
    await expectInside(page, page.locator(`[id="${panelId}"]`), `${persona}: the '${name}' menu`);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  }
}

async function expectInside(page: Page, panel: ReturnType<Page['locator']>, what: string): Promise<void> {
  await expect(panel, what).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x, what).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, what).toBeLessThanOrEqual(NARROW.width);
}

test.describe('the top bar at 1000px', () => {
  test.use({ viewport: NARROW });

  for (const persona of Object.keys(PERSONA_PAGES) as Persona[]) {
    test(`holds every item of ${persona} on one line inside the window`, async ({ page }) => {
      await signInAt(page, PERSONA_PAGES[persona], persona);
      if (PORTAL_PERSONAS.includes(persona)) await shellReady(page);
      const bar = page.getByRole('banner');
      await expect(bar).toBeVisible();
      // The last item to arrive: the avatar menu once the profile is in (or the plain avatar).
      await expect(
        bar.getByRole(PORTAL_PERSONAS.includes(persona) ? 'button' : 'img', {
          name: /Signed in as/,
        }),
      ).toBeVisible();
      await expectTopBarFits(page, persona);
      await expectMenusFit(page, persona);
      // Nothing pushes the page sideways either.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        NARROW.width,
      );
    });
  }
});

test('the top bar collapses labels only while they do not fit, and gives them back', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 800 });
  await signInAt(page, PERSONA_PAGES.admin, 'admin');
  await shellReady(page);
  const bar = page.getByRole('banner');
  const help = bar.getByRole('button', { name: 'Need Help' });
  const word = bar.getByRole('link', { name: 'Prism home' }).getByText('Prism', { exact: true });
  const helpWidth = async () => (await help.boundingBox())?.width ?? 0;
  // Wide enough for every label.
  await expect.poll(helpWidth).toBeGreaterThan(60);
  await expect(word).toBeVisible();

  await page.setViewportSize(NARROW);
  await expect(word).toBeHidden();
  // The button shrinks to its icon.
  await expect.poll(helpWidth).toBeLessThanOrEqual(32);
  await expectTopBarFits(page, 'admin');
  // The label still names the button, and shows as its tooltip.
  await help.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Need Help');
  await expect(page.getByRole('tooltip')).toBeVisible();

  await page.setViewportSize({ width: 1440, height: 800 });
  await expect.poll(helpWidth).toBeGreaterThan(60);
  await expect(word).toBeVisible();
});

/** Every client- and server-analytics page of the router, and the dashboards. */
const ANALYTICS_PAGES = [
  ...AREA_ROUTES.filter((route) => route.path.startsWith('client-analytics/')).map(
    (route) => `/${CLIENT_APP}/${route.path}`,
  ),
  ...AREA_ROUTES.filter((route) => route.path.startsWith('server-analytics/')).map(
    (route) => `/${SERVER_APP}/${route.path}`,
  ),
  `/${CLIENT_APP}/dashboards/list`,
  `/${TVE_APP}/tve-dashboards/auth`,
];

test.describe('analytics pages at 1000px', () => {
  test.describe.configure({ mode: 'serial' });

  let context: BrowserContext;
  let page: Page;
  let dashboardPath = '';

  test.beforeAll(async ({ browser }: { browser: Browser }, testInfo) => {
    test.setTimeout(60_000);
    context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: NARROW });
    page = await context.newPage();
    await signInAt(page, `/${CLIENT_APP}/client-analytics/overview`, 'admin');
    await shellReady(page);
    // One shared dashboard with a chart beside another, as a user would make it.
    const created = await page.evaluate(async (entityId) => {
      const reply = await fetch('/api/dashboards', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${window.localStorage.getItem('accessToken') ?? ''}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          name: 'Narrow width check',
          description: 'Page views and sign-ins side by side',
          shared: true,
          entityId,
          charts: [
            { id: 'views', title: 'Page views', kind: 'line', metric: 'page_views', x: 0, y: 0, w: 2, h: 4 },
            {
              id: 'signins',
              title: 'Sign-ins',
              kind: 'stats',
              metric: 'login_attempts',
              x: 2,
              y: 0,
              w: 2,
              h: 4,
            },
          ],
        }),
      });
      return { status: reply.status, body: (await reply.json()) as { id?: string } };
    }, CLIENT_APP);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    dashboardPath = `/${CLIENT_APP}/dashboards/${created.body.id}`;
  });

  test.afterAll(async () => {
    await context?.close();
  });

  /** Opens `path` for the last 7 days and waits until its charts and lists have answered. */
  async function openSettled(path: string): Promise<void> {
    await page.goto(`${path}?period=7d`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    // Charts draw a frame after their data arrives.
    await page.waitForTimeout(300);
  }

  async function expectNoSidewaysScroll(path: string): Promise<void> {
    const sizes = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      return {
        page: document.documentElement.scrollWidth,
        window: window.innerWidth,
        content: main.scrollWidth,
        contentBox: main.clientWidth,
      };
    });
    expect(sizes.window).toBe(NARROW.width);
    expect(sizes.page, `${path}: the page is no wider than the window`).toBeLessThanOrEqual(sizes.window);
    expect(sizes.content, `${path}: the content area does not scroll sideways`).toBeLessThanOrEqual(
      sizes.contentBox,
    );
  }

  for (const path of ANALYTICS_PAGES) {
    test(`${path} does not scroll sideways`, async () => {
      await openSettled(path);
      await expectNoSidewaysScroll(path);
    });
  }

  test('a dashboard does not scroll sideways', async () => {
    await openSettled(dashboardPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Narrow width check' })).toBeVisible();
    await expectNoSidewaysScroll(dashboardPath);
  });
});
