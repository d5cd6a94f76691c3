import { expect, test } from '../../../support/fixtures';
import { signUpThroughApi } from '../../../support/member-session';

test('claims the coupons of the popup, then sees them in the member coupon list', async ({
  page,
  visit,
}) => {
  // A new member signed up through the API; the app keeps the session as the sign-in page would.
  const session = await signUpThroughApi(page.request);
  await page.addInitScript(
    (value) => window.localStorage.setItem('memberSession', value),
    JSON.stringify(session),
  );
  await visit('/app/index/1000');
  const popup = page.getByRole('dialog', { name: '新人专享券包' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: '立即领取' }).click();
  await expect(page.getByText('领取成功')).toBeVisible();
  await expect(popup).toBeHidden();

  await visit('/app/account/1000/coupon');
  await expect(page.getByRole('heading', { level: 1, name: '我的优惠券' })).toBeVisible();
  const coupons = page.getByRole('list', { name: '未使用的优惠券' }).getByRole('article');
  await expect(coupons).toHaveCount(3);
  await expect(coupons.filter({ hasText: '满100减10元券' })).toContainText('¥10');
  await expect(coupons.filter({ hasText: '满100减10元券' })).toContainText('满¥100.00可用');
  await expect(coupons.filter({ hasText: '活动8.5折券' })).toContainText('8.5折');
  await expect(coupons.filter({ hasText: '新人5元无门槛券' })).toContainText('无门槛');
});

test('without a session the claim asks to sign in and keeps the popup for later', async ({
  page,
  visit,
}) => {
  await visit('/app/index/1000');
  const popup = page.getByRole('dialog', { name: '新人专享券包' });
  await popup.getByRole('button', { name: '立即领取' }).click();
  await expect(page).toHaveURL(/\/app\/account\/login\?redirect=/);
  // The toast says why; the page is checked once it has gone (axe reads a fading toast's colours mid-way).
  const toast = page.getByText('请先登录后领取');
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('popupShown'))).toBeNull();
});

test('the coupon centre lists the open coupons with value, threshold and end date', async ({
  page,
  visit,
}) => {
  await visit('/app/index/1000/coupon');
  await expect(page.getByRole('heading', { level: 1, name: '领券中心' })).toBeVisible();
  const centre = page.getByRole('main');
  const row = centre.getByRole('listitem').filter({ hasText: '满100减10元券' });
  await expect(row).toContainText('¥10');
  await expect(row).toContainText('满¥100.00可用');
  await expect(centre.getByRole('listitem').filter({ hasText: '活动8.5折券' })).toContainText(
    '8.5折',
  );
  // Ended coupons are not offered.
  await expect(centre.getByRole('listitem').filter({ hasText: '夏季露营9折券' })).toHaveCount(0);
});
