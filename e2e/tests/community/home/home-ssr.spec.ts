import { expect, test } from '../../../support/fixtures';

const FIRST_SCREEN_CALLS = /\/api\/(mainPage|page\/show|app\/download\/info|pageShow\.list|pageContent\/list)\?/;

test('the home arrives rendered with its data, and hydrates without asking for it again', async ({ page, visit }) => {
  const html = await (await page.request.get('/app/index/1000')).text();
  expect(html).toContain('<h1 class="home-header__name">同心志愿者联合会</h1>');
  expect(html).toMatch(/<img [^>]*fetchpriority="high"/);
  expect(html).toContain('<script id="ssr-state" type="application/json">');
  // The CSS is inline; a link left for each inlined sheet is disabled (never fetched).
  expect(html).not.toMatch(/<link rel="stylesheet"(?: crossorigin)? href="[^"]*">/);
  expect(html).toMatch(/<link rel="stylesheet" href="\/app\/assets\/[^"]+\.css" disabled>/);

  const asked: string[] = [];
  page.on('request', (request) => {
    if (FIRST_SCREEN_CALLS.test(request.url())) asked.push(request.url());
  });
  await visit('/app/index/1000');
  await expect(page.getByRole('heading', { level: 1, name: '同心志愿者联合会' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: '下载 App' })).toBeVisible();
  expect(asked).toEqual([]);
});

test('the first screen is there before any script runs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/app/index/1000');
  await expect(page.getByRole('heading', { level: 1, name: '同心志愿者联合会' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '功能入口' })).toBeVisible();
  await context.close();
});

test('served as a static index.html (a CDN), the home renders in the browser', async ({ page }) => {
  const staticHtml = await (await page.request.get('/app/index.html')).text();
  expect(staticHtml).not.toContain('ssr-state');
  await page.route('**/app/index/1000', (route) => route.fulfill({ body: staticHtml, contentType: 'text/html; charset=utf-8' }));
  const main = page.waitForRequest((request) => request.url().includes('/api/mainPage?'));
  await page.goto('/app/index/1000');
  await main;
  await expect(page.getByRole('heading', { level: 1, name: '同心志愿者联合会' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '功能入口' })).toBeVisible();
});

test('the activity list is there before any script runs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/app/act/1000');
  await expect(page.getByRole('list', { name: '活动列表' }).getByText('城东湿地植树')).toBeVisible();
  await context.close();
});

test('the goods list is there, with its own page CSS, before any script runs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/app/store/1000/list');
  const grid = page.getByRole('list', { name: '商品列表' });
  await expect(grid.getByText('同心公益帆布袋')).toBeVisible();
  // The grid's rules are the page's own CSS (not index.html's): without them it is one unstyled column.
  await expect(grid).toHaveCSS('display', 'grid');
  await context.close();
});
