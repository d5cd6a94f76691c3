import { USER_AGENTS } from '../../../playwright.config';
import { expect, test } from '../../../support/fixtures';
import { signedInContext, signUpThroughApi } from '../../../support/member-session';

/*
 * Friend pay (order/:iid/buyShare → shareSupport → shareDetail): a buyer shares a waiting order,
 * a friend opens the link in WeChat and pays it in the sandbox, and both see it paid by the
 * friend. The order is a vip card bought through the kernel (orderType 30), made for this test.
 */

test.describe('friend pay in WeChat', () => {
  test.use({ userAgent: USER_AGENTS.wechat });

  test('a buyer shares a waiting order, a friend pays it, both see who paid', async ({ page, browser, baseURL }) => {
    const sharer = await signUpThroughApi(page.request);
    const friend = await signUpThroughApi(page.request);
    const gateway = async (uri: string, params: Record<string, string>) => {
      const query = new URLSearchParams({ domain: 'localhost', uri, f: '1', iid: '1000', ...params });
      return (await (await page.request.get(`/h5/getjsonp?${query.toString()}`)).json()) as { t?: { orderId?: string; key?: string } };
    };
    const orderId = (await gateway('/h5/order/create', { token: sharer.token, orderType: '30', keys: '2', num: '1' })).t?.orderId ?? '';
    expect(orderId).not.toBe('');

    const key = (await gateway('/h5/order/buyshareInfo', { token: sharer.token, orderId })).t?.key ?? '';
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    await signedInContext(page.context(), sharer);
    await page.goto(`/app/order/1000/buyShare?orderId=${orderId}`);
    await expect(page.getByText('代付订单创建成功，发给好友帮你付款吧~')).toBeVisible();
    await expect(page.getByLabel('代付金额')).toHaveText('¥99.00');

    // The friend, in WeChat with an openId; the sandbox gateway confirms the payment the bridge asked for.
    const friendContext = await browser.newContext({ baseURL, userAgent: USER_AGENTS.wechat, viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    await signedInContext(friendContext, friend);
    const friendPage = await friendContext.newPage();
    await friendPage.addInitScript(() => localStorage.setItem('idsUser:1000', JSON.stringify({ openid: 'o-e2e-friend', unionid: null, nickname: null, headimgurl: null })));
    await friendPage.exposeFunction('__sandboxConfirm', async () => {
      // The trade was prepared for the friend (buyshare/support); the sandbox pays it as the gateway would.
      const reply = await friendPage.request.post('/api/dev/pay/sandbox/member', { data: { iid: 1000, token: sharer.token, orderId } });
      return reply.ok();
    });
    await friendPage.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      w.WeixinJSBridge = {
        invoke(_name: string, _params: unknown, done: (res: { err_msg: string }) => void) {
          void (w.__sandboxConfirm as () => Promise<boolean>)().then((paid) => done({ err_msg: `get_brand_wcpay_request:${paid ? 'ok' : 'fail'}` }));
        },
      };
    });
    await friendPage.goto(`/app/order/shareSupport?key=${key}&iid=1000`);
    await expect(friendPage.getByText(/请你帮忙付款$/)).toBeVisible();
    await friendPage.getByRole('button', { name: '立即付款 ¥99.00' }).click();
    await expect(friendPage).toHaveURL(/\/app\/order\/shareDetail\?key=/);
    await expect(friendPage.getByRole('status').filter({ hasText: '已为这笔订单代付成功' })).toBeVisible();
    await friendContext.close();

    // The buyer's page, reading the share every few seconds, sees it paid; the order is paid in their list.
    await expect(page.getByRole('status').filter({ hasText: '已为这笔订单代付成功' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('link', { name: '查看订单' }).click();
    await expect(page.getByRole('region', { name: '订单状态' })).toContainText('已支付');
  });
});
