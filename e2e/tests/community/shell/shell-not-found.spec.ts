import { expect, test } from '../../../support/fixtures';

test('an unknown path shows the 404 page, then returns to / and the tenant home', async ({
  page,
}) => {
  // The page's clock stands still while the test reads the page (a loaded machine could take
  // longer than its 3 s), then runs them.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.goto('/app/nothing/here');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page.getByText('没有这个页面，3 秒后返回首页。')).toBeVisible();
  await page.clock.runFor(3_000);
  await page.clock.resume();
  await expect(page).toHaveURL(/\/app\/index\/1000$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('同心志愿者联合会');
});

test.describe('a page outside the app', () => {
  // The document's own 404 status is logged by the browser: it is what this test asks for.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('an unknown top-level path answers the app\'s not-found page, not the API\'s JSON', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await page.clock.runFor(3_000);
    await page.clock.resume();
    await expect(page).toHaveURL(/\/app\/index\/1000$/);
  });
});

test('an unknown route inside the app goes back to the previous named route', async ({
  page,
  visit,
}) => {
  await visit('/app/info/privacy/1000');
  await expect(page.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/app/no/such/route');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/app\/info\/privacy\/1000$/);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toHaveCount(0);
});

test('the privilege card lists its partner offers', async ({ page, visit }) => {
  await visit('/app/info/vipWelfare/1000');
  // Popups belong to the landing pages: none covers an info page.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const offers = page.getByRole('list', { name: '合作商家优惠（46 家）' }).getByRole('listitem');
  await expect(offers).toHaveCount(46);
  await expect(offers.first()).toContainText('绿野咖啡 · 饮品 8 折');
});

test('/app/order/:iid does not swallow the other order pages: /app/order/shareDetail is the friend-pay page', async ({ page }) => {
  await page.goto('/app/order/shareDetail');
  await expect(page.getByRole('heading', { level: 1, name: '代付详情' })).toBeVisible();
  await expect(page.getByText('代付链接不完整，请让好友重新分享')).toBeVisible();
  // Not the order list, and no sign-in asked for.
  await expect(page).toHaveURL(/\/app\/order\/shareDetail$/);
});
