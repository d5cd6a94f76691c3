import { expect, test } from '../../../support/fixtures';
import { dismissPopups, signUpThroughApi } from '../../../support/member-session';

test('a member opens a store and picks goods; a visitor opens its QR link and sees them, the goods link carrying the store key', async ({
  page,
  visit,
  browser,
  baseURL,
}) => {
  const owner = await signUpThroughApi(page.request);
  await page.addInitScript((s) => window.localStorage.setItem('memberSession', JSON.stringify(s)), owner);
  await dismissPopups(page);

  await visit('/app/account/distributionStore');
  await page.getByLabel('店铺名称').fill('小同的公益小店');
  await page.getByRole('button', { name: '开通小店' }).click();
  await expect(page.getByRole('heading', { name: '小同的公益小店' })).toBeVisible();

  await page.getByRole('link', { name: '选择商品（0）' }).click();
  const pool = page.getByRole('list', { name: '可选商品' });
  const picks = pool.getByRole('button', { name: /^选择/ });
  await expect(picks.first()).toBeVisible();
  const first = ((await picks.nth(0).getAttribute('aria-label')) ?? '').replace(/^选择/, '');
  const second = ((await picks.nth(1).getAttribute('aria-label')) ?? '').replace(/^选择/, '');
  await picks.nth(0).click();
  await picks.nth(1).click();
  const chosen = page.getByRole('list', { name: '已选商品' });
  await expect(chosen.getByRole('heading')).toHaveText([first, second]);
  // The second first: the store shows them in the owner's order.
  await page.getByRole('button', { name: `上移${second}` }).click();
  await expect(chosen.getByRole('heading')).toHaveText([second, first]);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('link', { name: '选择商品（2）' })).toBeVisible();

  await page.getByRole('link', { name: '小店二维码' }).click();
  await expect(page.getByRole('img', { name: '店铺二维码' })).toBeVisible();
  const link = (await page.getByTestId('store-link').textContent()) ?? '';
  expect(link).toMatch(/\/app\/account\/smallStore\?id=\d+&iid=1000&saleIid=1000&multiDisKey=ms[0-9a-f]{12}$/);
  const key = /multiDisKey=(ms[0-9a-f]{12})/.exec(link)?.[1] ?? '';

  // A visitor with no session opens the link the QR code holds.
  const visitor = await browser.newContext({ baseURL });
  const guest = await visitor.newPage();
  await dismissPopups(guest);
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1, name: '小同的公益小店' })).toBeVisible();
  const goods = guest.getByRole('list', { name: '店铺商品' });
  await expect(goods.getByRole('heading')).toHaveText([second, first]);
  await goods.getByRole('link', { name: second }).click();
  await expect(guest).toHaveURL(new RegExp(`/app/store/1000/detail/\\d+\\?.*multiDisKey=${key}`));
  await visitor.close();
});
