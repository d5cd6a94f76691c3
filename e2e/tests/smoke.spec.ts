import { a11yViolations, expect, test } from '../support/fixtures';

test('/ sends a visitor of an unknown host to tenant 1000', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/index\/1000$/);
});

test('the community home renders the organisation', async ({ page, visit }) => {
  await visit('/app/index/1000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('同心志愿者联合会');
});

test('the university home renders with its tabs', async ({ page, visit }) => {
  await visit('/app/university/frame/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('同心大学招生报名');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await nav.getByRole('link', { name: '我的' }).click();
  await expect(page).toHaveURL(/\/app\/university\/frame\/personal$/);
});

test('an unknown page says so and returns to / after 3 s', async ({ page }) => {
  // The return to / is held at the network until axe has read the 404 page, so the check
  // cannot race the page's 3 s timer on a loaded machine.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requestedAt = 0;
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      requestedAt ||= Date.now();
      await held;
      await route.continue();
    },
  );
  await page.goto('/app/no/such/page');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  const shownAt = Date.now();
  expect(await a11yViolations(page), 'accessibility of the 404 page').toEqual([]);
  await expect.poll(() => requestedAt, { timeout: 6_000 }).toBeGreaterThan(0);
  // The unit test pins the 3000 ms exactly; here the return must at least not come early.
  expect(requestedAt - shownAt).toBeGreaterThanOrEqual(2_000);
  release();
  await expect(page).toHaveURL(/\/app\/index\/1000$/);
});
