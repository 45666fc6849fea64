import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { percentile } from './timing';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const webDist = path.join(repoRoot, 'apps/web/dist');

/** Chromium as the machine has it, with the flags that keep a headless run quiet and alone. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** What the portal keeps in storage: the token, and that a persona saw the first-visit welcome. */
export const ACCESS_TOKEN_KEY = 'accessToken';
const WELCOME_SHOWN_KEY = 'prism.favoritesWelcomeShown.analyst';

/**
 * The JavaScript a first visit loads before any page code runs: the entry script of the built
 * `index.html` and the modules it preloads, gzipped (as a server or CDN would send them).
 */
export async function initialJavaScript(): Promise<{ files: number; gzipKb: number; rawKb: number }> {
  const html = await fs.readFile(path.join(webDist, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]!);
  let gzip = 0;
  let raw = 0;
  for (const source of new Set(sources)) {
    const bytes = await fs.readFile(path.join(webDist, source.replace(/^\//, '')));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { files: new Set(sources).size, gzipKb: +(gzip / 1024).toFixed(1), rawKb: +(raw / 1024).toFixed(1) };
}

/**
 * In the page: true once the page has at least `count` chart cards, none busy or showing a
 * skeleton, and every canvas drawn at its size; throws on a card that failed, so a broken page is
 * not timed as a fast one.
 */
function chartsDrawn([count, failure]: [number, string]): boolean {
  // Chart cards (components/charts/chart-card.tsx) are the sections that say whether they are busy.
  const cards = [...document.querySelectorAll('main section[aria-busy]')];
  if (cards.length < count) return false;
  if (cards.some((card) => card.getAttribute('aria-busy') === 'true')) return false;
  return cards.every((card) => {
    if (card.textContent?.includes(failure)) throw new Error(`A chart failed: ${card.textContent}`);
    // A chart whose drawing code is still loading shows a skeleton in its place.
    if (card.querySelector('[class*="skeleton"]')) return false;
    const canvas = card.querySelector('canvas');
    return canvas === null || (canvas.width > 0 && canvas.height > 0);
  });
}

export interface PageTiming {
  page: string;
  /** Chart cards on the page when it was timed, and how many of them drew data. */
  charts: number;
  chartsWithData: number;
  runs: number;
  p50: number;
  p95: number;
  targetMs: number;
  met: boolean;
}

/**
 * Opens `pathAndQuery` `runs` times (after one warm-up) in a fresh page each time and times, from
 * the start of the navigation, until every one of its `charts` charts is drawn.
 */
async function timeChartPage(
  page: Page,
  url: string,
  charts: number,
  runs: number,
  messages: ChartMessages,
): Promise<{ times: number[]; cards: number; withData: number }> {
  const times: number[] = [];
  let cards = 0;
  let withData = 0;
  for (let run = 0; run <= runs; run++) {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(chartsDrawn, [charts, messages.failed] as [number, string], {
      polling: 'raf',
      timeout: 60_000,
    });
    // The frame after the last chart was drawn: what the person sees.
    const ms = await page.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
    );
    if (run > 0) times.push(ms);
    const found = page.locator('main section[aria-busy]');
    cards = await found.count();
    withData = cards - (await found.filter({ hasText: messages.noData }).count());
  }
  if (withData === 0) throw new Error(`No chart of ${url} has data: the benchmark measured nothing`);
  return { times: times.sort((a, b) => a - b), cards, withData };
}

/** What a chart card says when its query failed, and when it had nothing to draw. */
export interface ChartMessages {
  failed: string;
  noData: string;
}

export interface BrowserBenchTarget {
  /** What the figure is called in the output. */
  page: string;
  /** Path and query of the page, from the site root. */
  path: string;
  /** Fewest chart cards the page must show. */
  charts: number;
  targetMs: number;
}

/**
 * Page load to every chart drawn, in headless Chromium against a running Prism server, signed in
 * with `token`: p50 and p95 over `runs` loads of each target.
 */
export async function benchChartPages(
  serverUrl: string,
  token: string,
  targets: readonly BrowserBenchTarget[],
  runs: number,
  messages: ChartMessages,
): Promise<PageTiming[]> {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    await context.addInitScript(
      ([tokenKey, tokenValue, welcomeKey]) => {
        window.localStorage.setItem(tokenKey, tokenValue);
        window.sessionStorage.setItem(welcomeKey, 'bench');
      },
      [ACCESS_TOKEN_KEY, token, WELCOME_SHOWN_KEY] as const,
    );
    const page = await context.newPage();
    const results: PageTiming[] = [];
    for (const target of targets) {
      const { times, cards, withData } = await timeChartPage(
        page,
        `${serverUrl}${target.path}`,
        target.charts,
        runs,
        messages,
      );
      const p95 = +percentile(times, 95).toFixed(0);
      results.push({
        page: target.page,
        charts: cards,
        chartsWithData: withData,
        runs,
        p50: +percentile(times, 50).toFixed(0),
        p95,
        targetMs: target.targetMs,
        met: p95 < target.targetMs,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Whether the web app is built (the server serves `apps/web/dist`); the browser bench needs it. */
export async function webBuilt(): Promise<boolean> {
  return fs.access(path.join(webDist, 'index.html')).then(
    () => true,
    () => false,
  );
}
