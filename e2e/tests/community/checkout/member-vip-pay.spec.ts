import { USER_AGENTS } from '../../../playwright.config';
import { expect, test } from '../../../support/fixtures';
import { memberToken, signIn } from '../../../support/member-session';

/** The visitor's WeChat identity for tenant 1000, as the OAuth step stores it (env-auth idsUser). */
const OPENID = 'o-e2e-vip-buyer';

test.describe('in WeChat', () => {
  test.use({ userAgent: USER_AGENTS.wechat });

  test('a member buys the year card: JSAPI bridge, sandbox notify, then the card on account/vip', async ({
    page,
    visit,
  }) => {
    await page.addInitScript((openid) => {
      localStorage.setItem(
        'idsUser:1000',
        JSON.stringify({ openid, unionid: null, nickname: null, headimgurl: null }),
      );
    }, OPENID);

    // The order the pay page creates (order.create through the gateway), read from its reply.
    let created: Promise<string> = Promise.reject(new Error('no order was created'));
    created.catch(() => undefined);
    // The payer confirms in WeChat: the sandbox gateway then sends the server its signed notify
    // (the test hook pays only the caller's own order: the member's stored session goes along).
    await page.exposeFunction('__sandboxConfirm', async () => {
      const reply = await page.request.post('/api/dev/pay/sandbox/member', {
        data: { iid: 1000, token: await memberToken(page), orderId: await created },
      });
      return reply.ok();
    });
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      const requests: unknown[] = [];
      w.__payRequests = requests;
      w.WeixinJSBridge = {
        invoke(name: string, params: unknown, done: (res: { err_msg: string }) => void) {
          requests.push({ name, params });
          void (w.__sandboxConfirm as () => Promise<boolean>)().then((paid) =>
            done({ err_msg: `get_brand_wcpay_request:${paid ? 'ok' : 'fail'}` }),
          );
        },
      };
    });

    await signIn(page, visit, '/app/account/vipBuy?id=2');
    await expect(page.getByRole('article', { name: '志愿者特权卡·年卡' })).toContainText(
      '有效期 365 天',
    );
    await page.getByRole('button', { name: '立即开通' }).click();

    // The location helper: a full page load of the pay page, whose URL WeChat's JSAPI checks.
    await expect(page).toHaveURL(/\/app\/pay\/vip-buy\?iid=1000&id=2$/);
    await expect(page.getByRole('heading', { level: 1, name: '会员卡支付' })).toBeVisible();
    await expect(page.getByText('¥99.00', { exact: true })).toBeVisible();
    created = page
      .waitForResponse((response) => response.url().includes('uri=%2Fh5%2Forder%2Fcreate'))
      .then(async (response) => ((await response.json()) as { t: { orderId: string } }).t.orderId);
    await page.getByRole('button', { name: '确认支付 ¥99' }).click();
    await expect(page.getByText('支付成功，会员卡已开通')).toBeVisible({ timeout: 20_000 });
    const requests = await page.evaluate(
      () =>
        (
          window as unknown as {
            __payRequests: Array<{ name: string; params: { package: string } }>;
          }
        ).__payRequests,
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]?.name).toBe('getBrandWCPayRequest');
    expect(requests[0]?.params.package).toMatch(/^prepay_id=/);

    await page.getByRole('link', { name: '查看会员卡' }).click();
    await expect(page).toHaveURL(/\/app\/account\/vip$/);
    const card = page.getByRole('article', { name: '志愿者特权卡·年卡' });
    await expect(card).toContainText(/No\. TX1000\d{6}/);
    await expect(card).toContainText(/有效期至 \d{4}-\d{2}-\d{2}/);
    await expect(page.getByRole('heading', { name: '续费会员' })).toBeVisible();
  });
});

test.describe('in a plain browser', () => {
  test.use({ userAgent: USER_AGENTS.mobileBrowser });

  test('the pay page says payment needs WeChat and pays nothing', async ({ page, visit }) => {
    await signIn(page, visit, '/app/pay/vip-buy?iid=1000&id=1');
    await expect(page.getByRole('alert')).toHaveText('请在微信中打开本页完成支付');
    await expect(page.getByRole('button', { name: '确认支付 ¥9.9' })).toBeDisabled();
  });
});
