import { expect, test } from '../../../support/fixtures';
import { memberToken, signIn } from '../../../support/member-session';

test('the coupon list shows the coupons a member claimed, by status', async ({ page, visit }) => {
  await signIn(page, visit, '/app/account/1000/coupon');
  await expect(page.getByRole('heading', { level: 1, name: '我的优惠券' })).toBeVisible();
  await expect(page.getByText('暂无未使用的优惠券')).toBeVisible();

  const token = await memberToken(page);
  const claim = await page.request.post('/api/shop/coupons/recv', {
    data: JSON.stringify({ iid: 1000, token, couponIds: '[1001,1002]' }),
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  });
  expect(await claim.json()).toEqual({ t: 2 });

  await page.reload();
  const coupons = page.getByRole('list', { name: '未使用的优惠券' }).getByRole('article');
  await expect(coupons).toHaveCount(2);
  const amount = coupons.filter({ hasText: '满100减10元券' });
  await expect(amount).toContainText('¥10');
  await expect(amount).toContainText('满¥100.00可用');
  await expect(amount).toContainText(/有效期至 \d{4}-\d{2}-\d{2}/);
  const discount = coupons.filter({ hasText: '活动8.5折券' });
  await expect(discount).toContainText('8.5折');
  await expect(discount).toContainText('无门槛');

  await page.getByRole('tab', { name: '已使用' }).click();
  await expect(page).toHaveURL(/status=2$/);
  await expect(page.getByText('暂无已使用的优惠券')).toBeVisible();
});
