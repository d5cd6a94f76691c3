import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

/** Signs a new member in through the API (a number new to the tenant registers) and keeps the session for the app. */
async function signInNewMember(page: Page, baseURL: string) {
  const mobile = `1391${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const response = await page.request.post(`${baseURL}/api/member/login`, {
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    data: JSON.stringify({ iid: 1000, mobile, password: 'secret123' }),
  });
  // The one decode rule: the result is `t` when present, else the whole body.
  const body = (await response.json()) as { t?: { token: string; userId: number }; token?: string; userId?: number };
  const result = body.t ?? body;
  const session = { token: String(result.token), userId: Number(result.userId) };
  await page.addInitScript((value) => window.localStorage.setItem('memberSession', value), JSON.stringify(session));
  return session;
}

test('claims the coupons of the popup, which the member coupon list (/api/shop/h5/coupon/list) then holds', async ({ page, visit, baseURL }) => {
  const session = await signInNewMember(page, baseURL ?? '');
  await visit('/app/index/1000');
  const popup = page.getByRole('dialog', { name: '新人专享券包' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: '立即领取' }).click();
  await expect(page.getByText('领取成功')).toBeVisible();
  await expect(popup).toBeHidden();

  const list = await page.request.get(`${baseURL}/api/shop/h5/coupon/list?iid=1000&token=${session.token}&status=1&pageNumber=1&pageSize=10`);
  const reply = (await list.json()) as { t?: { list: Array<{ name: string }> }; list?: Array<{ name: string }> };
  const names = (reply.t ?? reply).list?.map((c) => c.name).sort();
  expect(names).toEqual(['满100减10元券', '新人5元无门槛券', '活动8.5折券'].sort());
});

test('without a session the claim asks to sign in and keeps the popup for later', async ({ page, visit }) => {
  await visit('/app/index/1000');
  const popup = page.getByRole('dialog', { name: '新人专享券包' });
  await popup.getByRole('button', { name: '立即领取' }).click();
  await expect(page).toHaveURL(/\/app\/account\/login\?redirect=/);
  expect(await page.evaluate(() => localStorage.getItem('popupShown'))).toBeNull();
});

test('the coupon centre lists the open coupons with value, threshold and end date', async ({ page, visit }) => {
  await visit('/app/index/1000/coupon');
  await expect(page.getByRole('heading', { level: 1, name: '领券中心' })).toBeVisible();
  const centre = page.getByRole('main');
  const row = centre.getByRole('listitem').filter({ hasText: '满100减10元券' });
  await expect(row).toContainText('¥10');
  await expect(row).toContainText('满100元可用');
  await expect(centre.getByRole('listitem').filter({ hasText: '活动8.5折券' })).toContainText('8.5折');
  // Ended coupons are not offered.
  await expect(centre.getByRole('listitem').filter({ hasText: '夏季露营9折券' })).toHaveCount(0);
});
