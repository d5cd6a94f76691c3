import { USER_AGENTS } from '../../../playwright.config';
import { expect, test } from '../../../support/fixtures';
import { memberToken, signIn } from '../../../support/member-session';
import { emulateWechatPay } from '../../../support/wechat-pay';

/*
 * The order kernel in the browser: confirm (coupon sheet with reasons, points, discount code) →
 * cashier → sandbox pay → paySuccess → the order paid in the list → comment → refund through the
 * provider's notify. The goods here are the year vip card (orderType 30), sold through the same
 * kernel as goods; the mall's goods journey continues from this confirm page.
 */

const OPENID = 'o-e2e-checkout';

test.describe('checkout in WeChat', () => {
  test.use({ userAgent: USER_AGENTS.wechat });

  test('confirm with coupon, points and code, pay in the sandbox, see it paid, comment, refund', async ({ page, visit }) => {
    // The payer confirms in WeChat: the sandbox gateway sends the server its signed notify.
    await emulateWechatPay(page, OPENID);

    const confirm = '/app/pay/mall-order?iid=1000&orderType=30&keys=2';
    await signIn(page, visit, confirm);
    await expect(page.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
    // A new member: claim two coupons (one usable here, one below its threshold) and sign in for points.
    const token = await memberToken(page);
    const post = (path: string, data: object) => page.request.post(path, { headers: { 'content-type': 'text/plain;charset=UTF-8' }, data: JSON.stringify({ iid: 1000, token, ...data }) });
    expect((await post('/api/shop/coupon/recv', { couponId: 1003 })).ok()).toBe(true);
    expect((await post('/api/shop/coupon/recv', { couponId: 1001 })).ok()).toBe(true);
    expect((await post('/api/coin/sign', {})).ok()).toBe(true);
    await page.reload();

    await expect(page.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '志愿者特权卡·年卡' })).toBeVisible();
    // The best usable coupon is offered; the sheet lists the other with the server's reason.
    await expect(page.getByRole('region', { name: '金额明细' })).toContainText('-¥5.00');
    await page.getByRole('button', { name: /-¥5\.00/ }).click();
    const sheet = page.getByRole('dialog', { name: '选择优惠券' });
    await expect(sheet.getByRole('list', { name: '不可用优惠券' })).toContainText('不可用原因：未满100元');
    await sheet.getByRole('button', { name: /新人5元无门槛券/ }).click();

    await page.getByRole('switch', { name: '使用积分抵扣' }).check();
    await expect(page.getByRole('region', { name: '金额明细' })).toContainText('积分抵扣');
    await page.getByLabel('优惠码').fill('tongxin10');
    await page.getByRole('button', { name: '使用' }).click();
    await expect(page.getByRole('region', { name: '金额明细' })).toContainText('-¥10.00');
    await expect(page.getByLabel('实付金额').first()).toHaveText('¥83.95');

    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/app\/pay\/order\?orderId=VIP\w+&iid=1000$/);
    await expect(page.getByRole('heading', { level: 1, name: '收银台' })).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    await page.getByRole('button', { name: '微信支付 ¥83.95' }).click();

    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: '我的订单' }).click();
    await page.getByRole('tab', { name: '已支付' }).click();
    const card = page.getByRole('article', { name: '志愿者特权卡·年卡' });
    await expect(card).toContainText('已支付');
    await expect(card).toContainText('¥83.95');

    await card.getByRole('link', { name: /订单号/ }).click();
    await expect(page.getByRole('region', { name: '订单状态' })).toContainText('已支付');
    await page.getByRole('link', { name: '评价' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '评价订单' })).toBeVisible();
    for (const label of ['描述相符', '服务态度', '物流体验']) {
      await page.getByRole('radiogroup', { name: label }).getByRole('radio', { name: /^5星/ }).check({ force: true }); // the star drawn over the hidden input takes the click
    }
    await page.getByRole('textbox', { name: '评价内容' }).fill('开通很快，权益清楚');
    await page.getByRole('button', { name: '发布' }).click();
    await expect(page.getByRole('button', { name: '已发布' })).toBeVisible();

    // After sale: a refund of what was paid, through the provider; refunded once its notify comes.
    await page.getByRole('link', { name: '返回订单' }).click();
    await page.getByLabel('退款原因').fill('计划有变');
    await page.getByRole('button', { name: '提交退款申请' }).click();
    await expect(page.getByRole('region', { name: '退款信息' })).toContainText('退款中');
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    expect((await page.request.post('/api/dev/pay/sandbox/refund', { data: { iid: 1000, token, orderId } })).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('region', { name: '退款信息' })).toContainText('已退款');

    // A forged price is refused with the server's words, and no order is made.
    const forged = await page.request.get(`/h5/getjsonp?uri=${encodeURIComponent('/h5/order/create')}&iid=1000&token=${token}&orderType=30&keys=1&num=1&payPrice=1`);
    expect(await forged.json()).toEqual({ code: 1127, msg: '订单金额已变化，请确认后重新提交' });
  });
});
