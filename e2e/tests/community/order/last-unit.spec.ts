import { USER_AGENTS } from '../../../playwright.config';
import { adminCall, api } from '../../../support/distribution';
import { expect, test } from '../../../support/fixtures';
import {
  dismissPopups,
  signedInContext,
  signUpThroughApi,
  storeSession,
} from '../../../support/member-session';
import { ownAddress } from '../../../support/university';

/*
 * The last unit of a goods with a short payment window. The organisation restocks the goods to
 * one unit and gives it a flash sale's window of a few seconds through the admin API; two members
 * submit their orders at once: one reaches the cashier, the other is told it is sold out. The
 * winner does not pay: the order is cancelled when its time is up, and the unit is back on the
 * goods page and for the other member. Goods 34 (家用药箱, one SKU) is used by no other journey.
 */

const GOODS = 34;
const SKU = 3401;
const HOLD_SECONDS = 6;
const CONFIRM = `/app/pay/mall-order?iid=1000&skuId=${SKU}&num=1`;
const CASHIER = /\/app\/pay\/order\?orderId=TX\w+&iid=1000$/;

test('two members race for the last unit; the unpaid order is cancelled after its time and the unit comes back', async ({
  page,
  browser,
  baseURL,
}) => {
  await adminCall(page.request, 'POST', `/api/admin/mall/goods/${GOODS}`, {
    iid: 1000,
    holdSeconds: HOLD_SECONDS,
    skus: [{ id: SKU, stock: 1 }],
  });
  const members = [await signUpThroughApi(page.request), await signUpThroughApi(page.request)];
  for (const [i, m] of members.entries()) {
    await api(page.request, 'POST', '/address/add', {
      iid: 1000,
      token: m.token,
      name: `抢购者${i + 1}`,
      mobile: '13912345678',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      areaCode: '440305',
      address: `科技园 ${i + 1} 号`,
      postCode: '',
      isDefault: true,
    });
  }
  const [first, second] = members as [(typeof members)[0], (typeof members)[0]];

  // One member in this page, the other in a browser of their own, both on the confirm page.
  await ownAddress(page);
  await dismissPopups(page);
  await storeSession(page, first);
  const otherContext = await browser.newContext({
    baseURL,
    userAgent: USER_AGENTS.wechat,
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  await signedInContext(otherContext, second);
  const other = await otherContext.newPage();
  await dismissPopups(other);
  const pages = [page, other];
  for (const p of pages) {
    await p.goto(CONFIRM);
    await expect(p.getByLabel('实付金额')).toHaveText('¥59.00');
    await expect(
      p.getByText(`提交订单后请在 ${HOLD_SECONDS} 秒内完成支付，超时订单将自动取消`),
    ).toBeVisible();
  }

  await Promise.all(pages.map((p) => p.getByRole('button', { name: '提交订单' }).click()));
  // One reaches the cashier; the other stays, told the unit is gone, and nothing was made for them.
  await expect
    .poll(() => pages.filter((p) => CASHIER.test(p.url())).length, { timeout: 20_000 })
    .toBe(1);
  const winner = pages.find((p) => CASHIER.test(p.url())) ?? page;
  const loser = winner === page ? other : page;
  await expect(loser.getByRole('alert').filter({ hasText: '该规格已售罄' })).toBeVisible();
  await expect(loser).toHaveURL(/\/app\/pay\/mall-order\?/);

  // The winner does not pay: when the time is up the cashier says the order is cancelled.
  await expect(winner.getByRole('heading', { level: 1, name: '收银台' })).toBeVisible();
  await expect(winner.getByText('订单已取消或已超时，请重新下单')).toBeVisible({ timeout: 20_000 });
  await expect(winner.getByRole('button', { name: /微信支付/ })).toBeHidden();

  // The unit is back: on the goods page, and the other member now gets it.
  await winner.goto(`/app/store/1000/detail/${GOODS}`);
  await expect(winner.getByRole('region', { name: '商品信息' })).toContainText('库存 1 件');
  await loser.reload();
  await expect(loser.getByLabel('实付金额')).toHaveText('¥59.00');
  await expect(loser.getByRole('alert')).toBeHidden();
  await loser.getByRole('button', { name: '提交订单' }).click();
  await expect(loser).toHaveURL(CASHIER);
  await expect(loser.getByRole('timer')).toBeVisible();
  await otherContext.close();
});
