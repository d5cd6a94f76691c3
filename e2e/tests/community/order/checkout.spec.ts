import { USER_AGENTS } from '../../../playwright.config';
import { expect, test } from '../../../support/fixtures';
import { memberToken, signIn } from '../../../support/member-session';
import { emulateWechatPay } from '../../../support/wechat-pay';
import { pngFile } from '../content/content-support';

/*
 * The goods journey after the cart (mall/mall.spec.ts ends on this confirm page): a buy-now of
 * goods 2 (志愿者纪念帆布包, 双肩 ¥59.00) → a delivery address added from the confirm page →
 * coupon sheet with reasons, points, discount code → cashier → sandbox pay → paySuccess → the
 * order paid in the list → comment with a picture, shown on the goods page → refund through the
 * provider's notify.
 */

const OPENID = 'o-e2e-checkout';

test.describe('checkout in WeChat', () => {
  test.use({ userAgent: USER_AGENTS.wechat });

  test('confirm goods with an address, coupon, points and code, pay in the sandbox, see it paid, comment, refund', async ({ page, visit }) => {
    // The payer confirms in WeChat: the sandbox gateway sends the server its signed notify.
    await emulateWechatPay(page, OPENID);

    const confirm = '/app/pay/mall-order?iid=1000&skuId=202&num=1';
    await signIn(page, visit, confirm);
    await expect(page.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
    // A new member: claim two coupons (one usable here, one below its threshold) and sign in for points.
    const token = await memberToken(page);
    const post = (path: string, data: object) => page.request.post(path, { headers: { 'content-type': 'text/plain;charset=UTF-8' }, data: JSON.stringify({ iid: 1000, token, ...data }) });
    expect((await post('/api/shop/coupon/recv', { couponId: 1003 })).ok()).toBe(true);
    expect((await post('/api/shop/coupon/recv', { couponId: 1001 })).ok()).toBe(true);
    expect((await post('/api/coin/sign', {})).ok()).toBe(true);
    await page.reload();

    // No address yet: one is added from the confirm page, which the form then goes back to.
    await page.getByRole('region', { name: '收货地址' }).getByRole('link', { name: '添加收货地址' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '新增收货地址' })).toBeVisible();
    await page.getByLabel('收货人').fill('王同心');
    await page.getByLabel('手机号').fill('13800138000');
    await page.getByLabel('详细地址').fill('东长安街 1 号');
    await page.getByRole('button', { name: /所在地区/ }).click();
    const picker = page.locator('.rv-picker');
    // 确认 does nothing while the province's districts load: wait until they show.
    await expect(picker.getByText('东城区')).toBeVisible();
    await picker.getByRole('button', { name: '确认' }).click();
    await expect(page.getByRole('button', { name: /所在地区 北京市 北京市 东城区/ })).toBeVisible();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/\/app\/pay\/mall-order\?iid=1000&skuId=202&num=1$/);
    await expect(page.getByRole('region', { name: '收货地址' })).toContainText('王同心 13800138000');
    await expect(page.getByRole('region', { name: '收货地址' })).toContainText('东长安街 1 号');
    const goods = page.getByRole('region', { name: '商品' });
    await expect(goods.getByRole('heading', { name: '志愿者纪念帆布包' })).toBeVisible();
    await expect(goods).toContainText('双肩');
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
    await expect(page.getByLabel('实付金额').first()).toHaveText('¥43.95');

    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/app\/pay\/order\?orderId=TX\w+&iid=1000$/);
    await expect(page.getByRole('heading', { level: 1, name: '收银台' })).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    await page.getByRole('button', { name: '微信支付 ¥43.95' }).click();

    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: '我的订单' }).click();
    await page.getByRole('tab', { name: '已支付' }).click();
    const card = page.getByRole('article', { name: '志愿者纪念帆布包' });
    await expect(card).toContainText('已支付');
    await expect(card).toContainText('¥43.95');

    await card.getByRole('link', { name: /订单号/ }).click();
    await expect(page.getByRole('region', { name: '订单状态' })).toContainText('已支付');
    await expect(page.getByText('东长安街 1 号')).toBeVisible();
    await page.getByRole('link', { name: '评价' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '评价订单' })).toBeVisible();
    for (const label of ['描述相符', '服务态度', '物流体验']) {
      await page.getByRole('radiogroup', { name: label }).getByRole('radio', { name: /^5星/ }).check({ force: true }); // the star drawn over the hidden input takes the click
    }
    await page.getByRole('textbox', { name: '评价内容' }).fill('包很结实，双肩背着舒服');
    await page.getByLabel('上传评价图片').setInputFiles(await pngFile(page, 'bag.png', 30));
    await expect(page.getByRole('button', { name: '删除图片1' })).toBeVisible();
    await page.getByRole('button', { name: '发布' }).click();
    await expect(page.getByRole('button', { name: '已发布' })).toBeVisible();

    // After sale: a refund of what was paid, through the provider; refunded once its notify comes.
    // Not shipped: refund only (nothing to send back), an amount up to what was paid, a photo.
    await page.getByRole('link', { name: '返回订单' }).click();
    // A parcel has no verification code.
    await expect(page.getByRole('group', { name: '订单操作' }).getByRole('link', { name: '核销码' })).toHaveCount(0);
    await page.getByRole('button', { name: '申请售后' }).click();
    await expect(page.getByRole('radio', { name: '仅退款' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '退货退款' })).toBeDisabled();
    await page.getByLabel('退款原因').fill('计划有变');
    await page.getByLabel('退款金额').fill('43.96');
    await page.getByRole('button', { name: '提交退款申请' }).click();
    await expect(page.getByText('最多可退 ¥43.95').first()).toBeVisible();
    await page.getByLabel('退款金额').fill('43.95');
    await page.getByLabel('上传凭证图片').setInputFiles(await pngFile(page, 'receipt.png', 30));
    await expect(page.getByRole('button', { name: '删除图片1' })).toBeVisible();
    await page.getByRole('button', { name: '提交退款申请' }).click();
    await expect(page.getByRole('region', { name: '退款信息' })).toContainText('退款中');
    await expect(page.getByRole('region', { name: '订单状态' })).toContainText('售后中');
    await expect(page.getByRole('img', { name: '凭证1' })).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    expect((await page.request.post('/api/dev/pay/sandbox/refund', { data: { iid: 1000, token, orderId } })).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('region', { name: '退款信息' })).toContainText('已退款');
    // The page reads the real state, and tells what came back with the refund.
    await expect(page.getByRole('region', { name: '订单状态' })).toContainText('已退款');
    await expect(page.getByRole('list', { name: '售后进度' })).toContainText('已退回本单使用的优惠券 1 张、积分 5');
    await expect(page.getByRole('button', { name: '申请售后' })).toHaveCount(0);

    // The comment shows on the goods page.
    await page.goto('/app/store/1000/detail/2');
    await expect(page.getByText('包很结实，双肩背着舒服')).toBeVisible();
    await expect(page.getByRole('img', { name: '评价图1' })).toBeVisible();

    // A forged price is refused with the server's words, and no order is made.
    const forged = await page.request.get(`/h5/getjsonp?uri=${encodeURIComponent('/h5/order/create')}&iid=1000&token=${token}&orderType=5&keys=202&num=1&payPrice=1`);
    expect(await forged.json()).toEqual({ code: 1127, msg: '订单金额已变化，请确认后重新提交' });
  });
});
