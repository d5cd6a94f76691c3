import { expect, test } from '../../../support/fixtures';
import { signedInAsNewMember } from '../../../support/member-session';

/** Tenant 1000's look (apps/server/src/modules/site/seed.ts): its red, and these tabs. */
const THEME = 'rgb(200, 22, 29)';
const TABS = ['首页', '活动', '购物车', '我的'];
const SHORTCUTS = [
  ['待付款', 1],
  ['待发货', 11],
  ['待收货', 12],
  ['待评价', 20],
  ['退款/售后', 21],
] as const;

test('a new member finds 我的 through the tab bar, opens each order shortcut and entry, and comes back', async ({ page, visit }) => {
  await signedInAsNewMember(page, visit, '/app/index/1000');
  const tabBar = page.getByRole('navigation', { name: '底部导航' });
  await expect(tabBar.getByRole('link')).toHaveText(TABS);
  await expect(tabBar.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  // The tenant's colour, not a module's own.
  await expect(page.getByRole('search').getByRole('button', { name: '搜索' })).toHaveCSS('background-color', THEME);

  await tabBar.getByRole('link', { name: '我的' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
  await expect(tabBar.getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
  await expect(tabBar.getByRole('link', { name: '我的' })).toHaveCSS('color', THEME);
  // A tab has no back button: the bar is the way out.
  await expect(page.getByRole('button', { name: '返回' })).toHaveCount(0);

  const shortcuts = page.getByRole('navigation', { name: '订单状态' });
  for (const [label, status] of SHORTCUTS) {
    // A new member has no orders: each shortcut says 0 and lists none.
    await shortcuts.getByRole('link', { name: `${label} 0`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/order/1000\\?status=${status}$`));
    await expect(page.getByRole('heading', { level: 1, name: '我的订单' })).toBeVisible();
    await expect(page.getByRole('tab', { name: label, selected: true })).toBeVisible();
    await expect(page.getByText('暂无订单')).toBeVisible();
    // Inside a flow there is no tab bar; back returns to the hub.
    await expect(tabBar).toHaveCount(0);
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
  }

  const entries = page.getByRole('navigation', { name: '我的服务' }).getByRole('link');
  const labels = await entries.allTextContents();
  expect(labels.length).toBeGreaterThanOrEqual(10);
  for (const label of labels) {
    const name = label.slice(1); // the entry's mark, then its words
    await page.getByRole('navigation', { name: '我的服务' }).getByRole('link', { name }).click();
    await expect(page).not.toHaveURL(/\/app\/account\/personal$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(tabBar).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
  }

  await tabBar.getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/app\/index\/1000$/);
});
