/**
 * Screenshots of portal pages in light and dark mode at 1440 and 1000 px, as a persona sees them:
 *
 *   npx tsx scripts/screens.ts --base http://127.0.0.1:5173 --persona voc --out /tmp/shots \
 *     --name reviews '/MSA@Web/voice-of-customer/digital-surveys/reviews?period=30d'
 *
 * Writes `<out>/<name>-<light|dark>-<width>.png` and waits for the page's network to settle (and
 * for `--wait-for <text>` when given). The Chromium is Debian's, as in the e2e suite.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:8080' },
    persona: { type: 'string', default: 'voc' },
    out: { type: 'string', default: 'docs/screens' },
    name: { type: 'string' },
    'wait-for': { type: 'string' },
    themes: { type: 'string', default: 'light,dark' },
    widths: { type: 'string', default: '1440,1000' },
    height: { type: 'string', default: '900' },
    'full-page': { type: 'boolean', default: false },
  },
});
const target = positionals[0];
if (!target || !values.name) {
  console.error('usage: screens.ts --name <name> [--base url] [--persona voc] [--out dir] <path>');
  process.exit(2);
}
mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
try {
  for (const theme of values.themes.split(',')) {
    for (const width of values.widths.split(',').map(Number)) {
      const context = await browser.newContext({
        baseURL: values.base,
        viewport: { width, height: Number(values.height) },
        // The public survey pages follow the system's scheme rather than the portal's stored theme.
        colorScheme: theme === 'dark' ? 'dark' : 'light',
      });
      await context.addInitScript(
        ([chosen, persona]) => {
          window.localStorage.setItem('prism.theme', chosen!);
          window.sessionStorage.setItem(`prism.favoritesWelcomeShown.${persona}`, 'e2e');
        },
        [theme, values.persona],
      );
      const page = await context.newPage();
      // The public survey pages (spec 000 section 2) are seen as a respondent: signed out.
      if (!/^\/(survey(\/|$)|upload\?id=)/.test(target)) {
        await page.goto(target);
        await page.waitForURL(/\/auth\/login/);
        await page.locator(`button[name="username"][value="${values.persona}"]`).click();
        await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
        // The app stores the handed-over token as it starts; reopening the page before then signs in again.
        await page.waitForFunction(() => window.localStorage.getItem('accessToken') !== null);
      }
      // Signed in (the token is stored): open the page itself, whatever the sign-in landed on.
      await page.goto(target);
      await page.waitForLoadState('networkidle');
      if (values['wait-for']) await page.getByText(values['wait-for']).first().waitFor({ timeout: 30_000 });
      await page.waitForTimeout(600);
      const file = path.join(values.out, `${values.name}-${theme}-${width}.png`);
      await page.screenshot({ path: file, fullPage: values['full-page'] });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
