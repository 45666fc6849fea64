import fs from 'node:fs/promises';
import { MSG } from '@prism/domain';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { chartMenuItem } from '../support/chart-menu';
import { OwnServer } from '../support/own-server';
import { ACCESS_TOKEN_KEY, choosePersona, shellReady, signInAt } from '../support/sign-in';

/**
 * Issue 6: "A dashboard created in the browser survives a server restart and renders identically."
 * The test runs a server of its own (the webServer on 8181 stays up for the other specs), builds a
 * dashboard on it in the browser, stops the server, starts a new one on the same data folder and
 * compares what the dashboard shows before and after.
 */

const APP = 'OneApp@Roku';
const NAME = 'Roku after restart';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Start-up on a busy machine: tsx compiles the server, the stores open, the demo data goes in. */
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;
const DRAW_TIMEOUT_MS = 60_000;

/** What one chart of the board shows, as a user would see it. */
interface ChartRecord {
  title: string;
  /** The stored kind, and which widget drew it (a canvas, the stats figures, a table). */
  kind: string;
  widget: string;
  /** Its place on the 4-column grid and its box on the page. */
  gridColumn: string;
  gridRow: string;
  box: { x: number; y: number; width: number; height: number };
  /** The card's visible text (title, figures, table rows, the drawing's label). */
  text: string;
  /** The numbers it draws, from its own Download CSV. */
  csv: string;
}

interface BoardRecord {
  name: string;
  lead: string;
  url: string;
  charts: ChartRecord[];
  /** Each drawn canvas as a PNG once its animation has settled, by chart title. */
  drawings: Record<string, Buffer>;
  board: Buffer;
}

/** Adds one chart through the Add chart dialog (as dashboards.spec.ts does). */
async function addChart(
  page: Page,
  chart: { search: string; metric: RegExp; kind: string; title: string; group?: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Add chart' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add chart' });
  await dialog.getByLabel('Search metrics').fill(chart.search);
  await dialog.getByRole('radio', { name: chart.metric }).check();
  await dialog.getByLabel('Chart type').selectOption({ label: chart.kind });
  if (chart.group) await dialog.getByLabel('Group by').selectOption(chart.group);
  await dialog.getByLabel('Title').fill(chart.title);
  await dialog.getByRole('button', { name: 'Add chart' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Presses one of a chart's layout buttons from the keyboard. */
async function layoutStep(page: Page, label: string, times: number): Promise<void> {
  const button = page.getByRole('button', { name: label });
  for (let i = 0; i < times; i += 1) {
    await button.focus();
    await page.keyboard.press('Enter');
  }
}

/** Every chart of the grid has drawn: no skeleton, no error, no empty answer, its widget present. */
async function boardDrawn(page: Page, count: number): Promise<void> {
  const cells = page.getByTestId('dashboard-grid').locator('[data-testid^="dashboard-chart-"]');
  await expect(cells).toHaveCount(count, { timeout: DRAW_TIMEOUT_MS });
  await expect
    .poll(
      () =>
        cells.evaluateAll(
          (nodes, texts) =>
            nodes.every(
              (cell) =>
                cell.querySelector('[data-testid="chart-skeleton"], [aria-busy="true"]') === null &&
                !texts.some((text) => cell.textContent?.includes(text)) &&
                cell.querySelector('[role="img"] canvas, dl, table') !== null,
            ),
          [MSG.chartNoData, MSG.chartLoadError],
        ),
      { timeout: DRAW_TIMEOUT_MS },
    )
    .toBe(true);
}

/** A PNG of `target` once two shots in a row are the same (ECharts animates its first drawing). */
async function settledShot(page: Page, target: Locator): Promise<Buffer> {
  let previous = await target.screenshot({ animations: 'disabled' });
  const deadline = Date.now() + 20_000;
  for (;;) {
    await page.waitForTimeout(400);
    const next = await target.screenshot({ animations: 'disabled' });
    if (next.equals(previous) || Date.now() > deadline) return next;
    previous = next;
  }
}

/** Whether a chart's CSV has a value above zero in its last column (points, rows, figures). */
function csvHasData(csv: string): boolean {
  return csv
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .some((line) => Number(line.split(',').at(-1)) > 0);
}

/** The stored kind of each chart by its id, through the API the portal uses. */
async function storedKinds(page: Page, id: string): Promise<Record<string, string>> {
  const stored = await page.evaluate(
    async ([dashboardId, key]) => {
      const reply = await fetch(`/api/dashboards/${dashboardId}`, {
        headers: { authorization: `Bearer ${window.localStorage.getItem(key) ?? ''}` },
      });
      if (!reply.ok) throw new Error(`GET /api/dashboards/${dashboardId}: ${reply.status}`);
      return (await reply.json()) as { charts: { id: string; kind: string }[] };
    },
    [id, ACCESS_TOKEN_KEY] as const,
  );
  return Object.fromEntries(stored.charts.map((chart) => [chart.id, chart.kind]));
}

/** Records what the open dashboard shows, once every chart has drawn. */
async function boardRecord(page: Page, id: string, count: number): Promise<BoardRecord> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(NAME, { timeout: 30_000 });
  await boardDrawn(page, count);
  const kinds = await storedKinds(page, id);
  const grid = page.getByTestId('dashboard-grid');
  const cells = grid.locator('[data-testid^="dashboard-chart-"]');
  const charts: ChartRecord[] = [];
  for (const cell of await cells.all()) {
    const chartId = ((await cell.getAttribute('data-testid')) ?? '').replace('dashboard-chart-', '');
    const box = await cell.boundingBox();
    if (!box) throw new Error(`Chart ${chartId} has no box on the page`);
    const dom = await cell.evaluate((node) => {
      const element = node as HTMLElement;
      const drawing = element.querySelector('[role="img"]');
      return {
        title: element.querySelector('h2')?.textContent ?? '',
        gridColumn: element.style.gridColumn,
        gridRow: element.style.gridRow,
        widget: element.querySelector('dl')
          ? 'stats'
          : element.querySelector('table')
            ? 'table'
            : drawing?.querySelector('canvas')
              ? `canvas "${drawing.getAttribute('aria-label') ?? ''}"`
              : 'none',
        text: element.innerText,
      };
    });
    const csvItem = await chartMenuItem(cell, MSG.chartDownloadCsv);
    if (!csvItem) throw new Error(`Chart ${chartId} offers no CSV`);
    const [download] = await Promise.all([page.waitForEvent('download'), csvItem.click()]);
    const csv = await fs.readFile(await download.path(), 'utf8');
    charts.push({
      ...dom,
      kind: kinds[chartId] ?? 'not stored',
      box: {
        x: Math.round(box.x),
        y: Math.round(box.y),
        width: Math.round(box.width),
        height: Math.round(box.height),
      },
      csv,
    });
  }
  // Away from the charts, so no hover state or tooltip is in the pictures.
  await page.mouse.move(0, 0);
  const drawings: Record<string, Buffer> = {};
  for (const cell of await cells.all()) {
    const drawing = cell.locator('[role="img"]:has(canvas)');
    if ((await drawing.count()) === 0) continue;
    drawings[(await cell.locator('h2').textContent()) ?? ''] = await settledShot(page, drawing);
  }
  return {
    name: (await heading.textContent()) ?? '',
    lead: await page.getByText(/^By .+ · \d+ charts?$/).innerText(),
    url: page.url(),
    charts,
    drawings,
    board: await settledShot(page, grid),
  };
}

/**
 * Opens the dashboard on a fresh page of the context. The portal keeps its token in the browser; if
 * the server no longer accepts it, the page asks to sign in and the test does so again.
 */
async function openDashboard(
  context: BrowserContext,
  url: string,
): Promise<{ page: Page; signedInAgain: boolean }> {
  const page = await context.newPage();
  await page.goto(url);
  const persona = page.locator('button[name="username"][value="analyst"]');
  const heading = page.getByRole('heading', { level: 1, name: NAME });
  await expect(persona.or(heading)).toBeVisible({ timeout: 30_000 });
  const signedInAgain = await persona.isVisible();
  if (signedInAgain) await choosePersona(page, 'analyst');
  await shellReady(page);
  return { page, signedInAgain };
}

let server: OwnServer | undefined;

test.afterAll(async () => {
  await server?.dispose();
  server = undefined;
});

test('a dashboard made in the browser survives a server restart and draws the same', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  server = await OwnServer.create({ seedEvents: 20_000, seedDays: 7 });
  await server.start({ timeoutMs: START_TIMEOUT_MS, seeded: true });

  // Three whole days ending a day ago: the events the restart tops up (the span since the newest
  // demo event) fall after it, so "now" changes nothing the board shows.
  const endMs = Math.floor((Date.now() - DAY_MS) / HOUR_MS) * HOUR_MS;
  const period = `${endMs - 3 * DAY_MS}:${endMs}`;
  const contextOptions = {
    baseURL: server.origin,
    // Tall enough for the whole board: the shell scrolls its content area, and a picture of the
    // board takes only what is on screen.
    viewport: { width: 1440, height: 1800 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
  };
  let context = await browser.newContext(contextOptions);
  try {
    // Before the restart: the dashboard is built in the browser.
    const editor = await context.newPage();
    await signInAt(editor, `/${APP}/dashboards/new?period=${period}`, 'analyst');
    await shellReady(editor);
    await editor.getByLabel('Name').fill(NAME);
    await editor.getByLabel('Description').fill('Pages and sign-ins of the Roku app, three days');
    await editor.getByRole('button', { name: 'Create dashboard' }).click();
    await expect(editor.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    // The portal adds the period's step to the address; the period stays the fixed one.
    await expect(editor).toHaveURL(
      (address) =>
        /^\/OneApp@Roku\/dashboards\/[0-9a-f-]{36}$/.test(decodeURIComponent(address.pathname)) &&
        address.searchParams.get('period') === period,
    );
    const id = /dashboards\/([0-9a-f-]{36})/.exec(editor.url())?.[1] ?? '';
    const url = editor.url();

    await addChart(editor, {
      search: 'page views',
      metric: /^Page views page_views$/,
      kind: 'Line',
      title: 'Roku page views',
    });
    await addChart(editor, {
      search: 'page views',
      metric: /^Page views page_views$/,
      kind: 'Top list',
      group: 'pageName',
      title: 'Top Roku pages',
    });
    await addChart(editor, {
      search: 'sign-in attempts',
      metric: /^Sign-in attempts login_attempts$/,
      kind: 'Stats',
      title: 'Roku sign-ins',
    });
    await addChart(editor, {
      search: 'page views',
      metric: /^Page views page_views$/,
      kind: 'Table',
      group: 'appSection',
      title: 'Roku sections',
    });
    // Not the default layout (2 × 4 each, two to a row): the line across the row, the stats shorter.
    await layoutStep(editor, 'Wider: Roku page views', 2);
    await layoutStep(editor, 'Shorter: Roku sign-ins', 1);
    await expect(editor.getByRole('toolbar', { name: 'Layout of Roku page views' })).toContainText('4 × 4');
    await expect(editor.getByRole('toolbar', { name: 'Layout of Roku sign-ins' })).toContainText('2 × 3');
    const saved = editor.waitForResponse(
      (r) => r.url().endsWith(`/api/dashboards/${id}`) && r.request().method() === 'PUT',
    );
    await editor.getByRole('button', { name: 'Save dashboard' }).click();
    expect((await saved).status()).toBe(200);
    await expect(editor.getByRole('status').filter({ hasText: 'Dashboard saved' })).toBeVisible();
    await editor.close();

    const first = await openDashboard(context, url);
    const before = await boardRecord(first.page, id, 4);
    await first.page.close();
    await testInfo.attach('board before the restart', { body: before.board, contentType: 'image/png' });
    await testInfo.attach('charts before the restart', {
      body: JSON.stringify(before.charts, null, 2),
      contentType: 'application/json',
    });
    expect(before.charts.map(({ title, kind, gridColumn }) => ({ title, kind, gridColumn }))).toEqual([
      { title: 'Roku page views', kind: 'line', gridColumn: '1 / span 4' },
      { title: 'Top Roku pages', kind: 'top', gridColumn: expect.stringMatching(/span 2$/) },
      { title: 'Roku sign-ins', kind: 'stats', gridColumn: expect.stringMatching(/span 2$/) },
      { title: 'Roku sections', kind: 'table', gridColumn: expect.stringMatching(/span 2$/) },
    ]);
    // Every chart draws data, not only zeros: some figure, row or point of its CSV is above 0.
    for (const chart of before.charts) expect(csvHasData(chart.csv), `data of ${chart.title}`).toBe(true);
    expect(Object.keys(before.drawings).sort()).toEqual(['Roku page views', 'Top Roku pages']);

    // The restart: the server stops (its stores close), a new one starts on the same folder. The
    // browser lets go of the server first and comes back with the same storage (the portal's token):
    // the server waits for a connection that was busy when it was told to stop until the
    // connection's keep-alive ends, 72 s later, so a tracking call in flight would hold the stop.
    const storageState = await context.storageState();
    await context.close();
    expect(await server.stop(STOP_TIMEOUT_MS), `server output:\n${server.output()}`).toBe(0);
    await expect(fetch(`${server.origin}/api/healthz`)).rejects.toThrow();
    await server.start({ timeoutMs: START_TIMEOUT_MS, seeded: false });
    context = await browser.newContext({ ...contextOptions, storageState });

    const second = await openDashboard(context, url);
    testInfo.annotations.push({
      type: 'session after restart',
      description: second.signedInAgain ? 'signed in again' : 'token still accepted',
    });
    const after = await boardRecord(second.page, id, 4);
    await second.page.close();
    await testInfo.attach('board after the restart', { body: after.board, contentType: 'image/png' });
    await testInfo.attach('charts after the restart', {
      body: JSON.stringify(after.charts, null, 2),
      contentType: 'application/json',
    });

    expect(after.name).toBe(before.name);
    expect(after.lead).toBe(before.lead);
    expect(after.url).toBe(before.url);
    expect(after.charts).toEqual(before.charts);
    // Pixel for pixel: the same browser draws the same data in the same boxes (the attachments show
    // both pictures when this fails).
    for (const [title, drawing] of Object.entries(before.drawings)) {
      expect(after.drawings[title]?.equals(drawing), `the drawing of ${title}`).toBe(true);
    }
    expect(after.board.equals(before.board), 'the picture of the board').toBe(true);
  } finally {
    await context.close();
  }
});
