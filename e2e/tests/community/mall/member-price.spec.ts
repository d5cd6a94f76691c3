import { USER_AGENTS } from '../../../playwright.config';
import { expect, test } from '../../../support/fixtures';
import { signIn } from '../../../support/member-session';
import { emulateWechatPay } from '../../../support/wechat-pay';

/*
 * Member prices: 同心徽章套装 (¥19.90) is 9折 for vip card holders. The goods page shows the member
 * price to everyone; the server charges it only once the member's year card is paid.
 */

test.describe('in WeChat', () => {
  test.use({ userAgent: USER_AGENTS.wechat });

  test('a member sees the member price, is charged the price until their card is paid, then the member price', async ({ page, visit }) => {
    let created: Promise<string> = Promise.reject(new Error('no order was created'));
    created.catch(() => undefined);
    await emulateWechatPay(page, 'o-e2e-member-price', () => created);

    await signIn(page, visit, '/app/store/1000/detail/3');
    const memberPrice = page.getByLabel('会员价', { exact: true });
    await expect(memberPrice).toContainText('¥17.91');
    await expect(memberPrice.getByRole('link', { name: '开通会员享9折 ›' })).toBeVisible();
    const confirm = '/app/pay/mall-order?iid=1000&skuId=301&num=1';
    await visit(confirm);
    await expect(page.getByLabel('实付金额').first()).toHaveText('¥19.90');

    await visit('/app/account/vipBuy?id=2');
    await page.getByRole('button', { name: '立即开通' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '会员卡支付' })).toBeVisible();
    created = page
      .waitForResponse((response) => response.url().includes('uri=%2Fh5%2Forder%2Fcreate'))
      .then(async (response) => ((await response.json()) as { t: { orderId: string } }).t.orderId);
    await page.getByRole('button', { name: '确认支付 ¥99' }).click();
    await expect(page.getByText('支付成功，会员卡已开通')).toBeVisible({ timeout: 20_000 });

    await visit('/app/store/1000/detail/3');
    await expect(memberPrice).toContainText('您是会员，下单按会员价（9折）');
    await visit(confirm);
    await expect(page.getByLabel('实付金额').first()).toHaveText('¥17.91');
    await expect(page.getByRole('region', { name: '商品' })).toContainText('会员价');
  });
});
