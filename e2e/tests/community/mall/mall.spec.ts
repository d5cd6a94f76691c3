import { expect, test } from '../../../support/fixtures';
import { dismissPopups, signIn } from '../../../support/member-session';

/*
 * The mall's journeys against the real server and its seeded goods (apps/server/src/modules/mall/seed.ts):
 * goods 1 同心公益帆布袋 (米白 120, 藏青 80, 墨绿 sold out), goods 6 限量纪念马克杯 (limit 2).
 */

test('a member searches, opens a goods, picks a SKU (the sold-out one disabled), adds to the cart, changes the quantity and goes to checkout', async ({ page, visit }) => {
  await signIn(page, visit, '/app/mall/search?iid=1000');
  // The hot words and the search.
  await expect(page.getByRole('region', { name: '热门搜索' })).toBeVisible();
  await page.getByRole('searchbox', { name: '搜索商品' }).fill('帆布');
  await page.getByRole('button', { name: '搜索' }).click();
  await page.getByRole('link', { name: '同心公益帆布袋' }).click();

  await expect(page).toHaveURL(/\/app\/store\/1000\/detail\/1$/);
  const hero = page.getByRole('region', { name: '商品信息' });
  await expect(hero).toContainText('同心公益帆布袋');
  await expect(hero).toContainText('¥29.90');

  await page.getByRole('button', { name: '加入购物车' }).click();
  const sheet = page.getByRole('dialog', { name: '选择规格' });
  await expect(sheet.getByRole('button', { name: '墨绿' })).toBeDisabled();
  await sheet.getByRole('button', { name: '米白' }).click();
  await expect(sheet.getByText('已选：米白')).toBeVisible();
  await sheet.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();
  await expect(page.getByRole('link', { name: '购物车，1件' })).toBeVisible();

  // The search history remembers the words (goodsSearchObject).
  expect(await page.evaluate(() => localStorage.getItem('goodsSearchObject'))).toBe(JSON.stringify(['帆布']));

  await page.getByRole('link', { name: /^购物车/ }).click();
  await expect(page).toHaveURL(/\/app\/mall\/cart$/);
  const line = page.getByRole('article', { name: '同心公益帆布袋' });
  await expect(line).toContainText('米白');
  await line.locator('.rv-stepper__plus').click();
  await expect(page.getByRole('button', { name: '去结算(2)' })).toBeVisible();
  await expect(page.getByText('¥59.80', { exact: true })).toBeVisible();

  // Checkout: the commerce module's confirm page, by a full page load with the cart lines; the
  // server prices them again (order/checkout.spec.ts goes on from this page to payment).
  await page.getByRole('button', { name: '去结算(2)' }).click();
  await expect(page).toHaveURL(/\/app\/pay\/mall-order\?iid=1000&cartIds=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
  const goods = page.getByRole('region', { name: '商品' });
  await expect(goods).toContainText('同心公益帆布袋');
  await expect(goods).toContainText('米白');
  await expect(page.getByLabel('实付金额')).toHaveText('¥59.80');
  // A new member has no address yet: the page offers to add one.
  await expect(page.getByRole('link', { name: '添加收货地址' })).toBeVisible();
});

test('quantities above the stock or the limit are refused with a clear message', async ({ page, visit }) => {
  await signIn(page, visit, '/app/store/1000/detail/6');
  await expect(page.getByRole('region', { name: '商品信息' })).toContainText('限购2件');
  await page.getByRole('button', { name: '加入购物车' }).click();
  const sheet = page.getByRole('dialog', { name: '选择规格' });
  await sheet.getByRole('button', { name: '白', exact: true }).click();
  const plus = sheet.locator('.rv-stepper__plus');
  await plus.click();
  await expect(sheet.getByLabel('购买数量')).toHaveValue('2');
  // The stepper stops at the limit and says why.
  await plus.click({ force: true });
  await expect(sheet.getByRole('alert')).toHaveText('该商品限购2件');
  await expect(sheet.getByLabel('购买数量')).toHaveValue('2');
  await sheet.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();

  // One more is refused by the server: the cart already holds the limit.
  await page.getByRole('button', { name: '加入购物车' }).click();
  await sheet.getByRole('button', { name: '白', exact: true }).click();
  await sheet.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('该商品限购2件')).toBeVisible();
});

test('a share link opens the goods for a visitor, with a poster to save', async ({ page, visit }) => {
  await dismissPopups(page);
  await visit('/app/store/1000/share/2');
  const goods = page.getByRole('article', { name: '志愿者纪念帆布包' });
  await expect(goods).toContainText('¥39.00');
  await goods.getByRole('button', { name: '生成海报' }).click();
  await expect(page.getByRole('img', { name: /志愿者纪念帆布包.*海报/ })).toBeVisible({ timeout: 20_000 });
  await goods.getByRole('link', { name: '查看商品' }).click();
  await expect(page).toHaveURL(/\/app\/store\/1000\/detail\/2$/);
  await expect(page.getByRole('region', { name: '商品信息' })).toContainText('志愿者纪念帆布包');
  // A visitor who wants to buy is asked to sign in first.
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/app\/account\/login\?redirect=/);
});

test('a visitor browses the store by category (a goods opens with its title and price first), the categories page and the planned store', async ({ page, visit }) => {
  await dismissPopups(page);
  await visit('/app/store/1000/list');
  await page.getByRole('tab', { name: '户外装备' }).click();
  await expect(page.getByRole('link', { name: '轻量登山杖' })).toBeVisible();
  await expect(page.getByRole('link', { name: '同心公益帆布袋' })).toBeHidden();

  // Opened from the list, a goods shows its title and price (the list's card) before its own call
  // and its pictures arrive: both are held here, as a slow network holds them.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const slow = /\/api\/mall\/goods\/detail|\/api\/media\//;
  await page.route(slow, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: '轻量登山杖' }).click();
  const hero = page.getByRole('region', { name: '商品信息' });
  await expect(hero).toContainText('轻量登山杖');
  await expect(hero).toContainText('¥129.00');
  await expect(page.getByRole('status', { name: '详情加载中' })).toBeVisible();
  release();
  await expect(hero).toContainText('碳纤维三节，可伸缩');
  await page.unroute(slow);

  await visit('/app/mall/category');
  await page.getByRole('button', { name: '助农食品' }).click();
  await expect(page.getByRole('link', { name: '高山红茶' })).toBeVisible();

  await visit('/app/planned/1000/plannedstore/1');
  await expect(page.getByRole('heading', { name: '同心社区便民店', level: 2 })).toBeVisible();
  await page.getByRole('link', { name: '社区鲜鸡蛋 30 枚' }).click();
  await expect(page).toHaveURL(/\/app\/planned\/1000\/plannedDetail\/36$/);
  await expect(page.getByRole('region', { name: '商品信息' })).toContainText('同心社区便民店');
});
