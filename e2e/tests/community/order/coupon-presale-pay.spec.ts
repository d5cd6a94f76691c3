import { expect, test } from '../../../support/fixtures';
import { signedInAsNewMember } from '../../../support/member-session';
import { emulateWechatPay } from '../../../support/wechat-pay';

/*
 * The two pay pages reached from the shop: a paid coupon from the coupon centre, a pre-sale's
 * deposit from its goods page. Both pay through the sandbox (its signed notify, as WeChat Pay's).
 * In WeChat only (the wechat-phone project): the cashier's other environments are checkout.spec's.
 */

test.describe('paid coupon and pre-sale in WeChat', () => {
  test('a member buys a paid coupon from the coupon centre and finds it in their coupons', async ({ page, visit }) => {
    await emulateWechatPay(page, 'o-e2e-coupon-buyer');
    await signedInAsNewMember(page, visit, '/app/index/1000/coupon');
    await page.getByRole('region', { name: '付费优惠券' }).getByRole('link', { name: '¥9.90 购买' }).click();

    await expect(page).toHaveURL(/\/app\/pay\/payCoupon\?couponId=1006&iid=1000/);
    await page.getByRole('button', { name: '立即购买 ¥9.90' }).click();
    await expect(page).toHaveURL(/\/app\/pay\/order\?/);
    await page.getByRole('button', { name: '微信支付 ¥9.90' }).click();
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 20_000 });

    await visit('/app/pay/payCoupon?couponId=1006&iid=1000');
    await expect(page.getByText('已购买，优惠券已放入您的卡包')).toBeVisible();
    await page.getByRole('link', { name: '查看我的优惠券' }).click();
    await expect(page.getByText('商城满200减50元券')).toBeVisible();
  });

  test('a member pays a pre-sale deposit from its goods page and sees when the balance is due', async ({ page, visit }) => {
    await emulateWechatPay(page, 'o-e2e-presale-buyer');
    await signedInAsNewMember(page, visit, '/app/store/1000/detail/17');
    const presale = page.getByRole('region', { name: '预售' });
    await expect(presale).toContainText('定金 ¥20.00，尾款 ¥79.00');
    await presale.getByRole('link', { name: '支付定金预订' }).click();

    await expect(page).toHaveURL(/\/app\/pay\/advance\?presaleId=1&iid=1000/);
    await page.getByRole('link', { name: '支付定金 ¥20.00' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/app\/pay\/order\?/);
    await page.getByRole('button', { name: '微信支付 ¥20.00' }).click();
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 20_000 });

    await visit('/app/pay/advance?presaleId=1&iid=1000');
    await expect(page.getByText(/定金已支付，尾款将于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 开始支付/)).toBeVisible();
    await expect(page.getByRole('button', { name: '等待尾款开始' })).toBeDisabled();
  });
});
