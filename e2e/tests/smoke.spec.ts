import { expect, test } from '../support/fixtures';

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

test('an unknown page says so and returns to / after 3 s', async ({ page, visit }) => {
  await visit('/app/no/such/page');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/index\/1000$/, { timeout: 6_000 });
});
