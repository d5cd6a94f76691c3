import { expect, test } from '../../support/fixtures';

test('the tab frame: home content, the undergraduate and graduate pages, and Mine', async ({
  page,
  visit,
}) => {
  // The server renders the home with its two answers: the browser hydrates it without asking again.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(domain\/goIndexByIid|university\/page-show)\?/.test(request.url())) asked.push(request.url());
  });
  await visit('/app/university/frame/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('同心大学招生报名');
  await expect(page.getByText('学校简介')).toBeVisible();
  expect(asked).toEqual([]);
  await page.getByRole('link', { name: '本科招生' }).click();
  await expect(page).toHaveURL(/\/frame\/bachelor$/);
  await expect(page.getByRole('heading', { name: '本科招生简章' })).toBeVisible();

  const tabs = page.getByRole('navigation', { name: '主导航' });
  await tabs.getByRole('link', { name: '研究生' }).click();
  await expect(page.getByRole('heading', { name: '研究生招生简章' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: '研究生' })).toHaveAttribute('aria-current', 'page');

  await tabs.getByRole('link', { name: '我的' }).click();
  await expect(page.getByRole('form', { name: '登录' })).toBeVisible();
  // Logged out, the apply home sends to login too.
  await page.goto('/app/university/apply/home');
  await expect(page).toHaveURL(/\/frame\/personal$/);
});

test('the home is there, styled, before any script runs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/app/university/frame/home');
  await expect(page.getByRole('heading', { level: 1, name: '同心大学招生报名' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCSS('position', 'fixed');
  await context.close();
});

test('an unknown path of the university app is its 404 page', async ({ page }) => {
  await page.goto('/app/university/apply/nowhere');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page.getByText('没有这个页面，3 秒后返回首页。')).toBeVisible();
});
