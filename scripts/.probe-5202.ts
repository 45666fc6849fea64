import { chromium } from '@playwright/test';
const [persona = 'voc', target = '', out = '/tmp/probe.png', action = ''] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ baseURL: 'http://127.0.0.1:5202', viewport: { width: Number(process.env.W ?? 1440), height: Number(process.env.H ?? 900) } });
await context.addInitScript((t) => window.localStorage.setItem('prism.theme', t), process.env.THEME ?? 'light');
const page = await context.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
page.on('response', (r) => { if (r.status() >= 400) console.log('http', r.status(), r.url()); });
await page.goto(target);
await page.waitForURL(/\/auth\/login/);
await page.locator(`button[name="username"][value="${persona}"]`).click();
await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
await page.goto(target);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(500);
const scroller = page.getByRole('table', { name: 'Feedback' });
if (action.startsWith('scrollx:')) {
  await scroller.evaluate((el, x) => { el.scrollLeft = Number(x); }, action.slice(8));
  await page.waitForTimeout(300);
}
if (action === 'count') {
  console.log('rows', await page.getByRole('row').count(), 'cells', await page.getByRole('cell').count());
}
if (action === 'reveal') {
  await scroller.evaluate((el) => { el.scrollLeft = el.scrollWidth; });
  await page.waitForTimeout(300);
  const btn = page.getByRole('button', { name: 'Reveal account number' }).first();
  await btn.click();
  await page.waitForTimeout(800);
}
if (action === 'resize') {
  const handle = page.getByRole('separator', { name: 'Resize Review' });
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + 4, box.y + 10);
  await page.mouse.down();
  await page.mouse.move(box.x + 204, box.y + 10, { steps: 10 });
  await page.mouse.up();
  await page.waitForTimeout(300);
}
if (action === 'flow') {
  const wait = () => page.waitForTimeout(1400);
  await page.getByRole('button', { name: 'Next page' }).click(); await wait();
  console.log('next', new URL(page.url()).search);
  await page.getByRole('button', { name: 'Review', exact: true }).click(); await wait();
  console.log('sort', new URL(page.url()).search);
  await page.getByRole('button', { name: 'Next page' }).click(); await wait();
  await page.getByLabel('Rows per page').selectOption('25'); await wait();
  console.log('size', new URL(page.url()).search);
  await page.getByRole('button', { name: 'Next page' }).click(); await wait();
  await page.getByRole('searchbox', { name: 'Search feedback' }).fill('outage'); await wait(); await wait();
  console.log('search', new URL(page.url()).search);
  await page.getByRole('checkbox', { name: 'Random Sort' }).check(); await wait();
  console.log('random', new URL(page.url()).search);
  await page.getByRole('checkbox', { name: 'Select row 1', exact: true }).check();
  await page.waitForTimeout(500);
}
await page.evaluate(() => window.scrollTo(0, 0));
await page.screenshot({ path: out, fullPage: true });
console.log(page.url());
await browser.close();
