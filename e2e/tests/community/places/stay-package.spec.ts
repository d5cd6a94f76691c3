import { USER_AGENTS } from '../../../playwright.config';
import { expect, test } from '../../../support/fixtures';
import { memberToken, signIn } from '../../../support/member-session';

const OPENID = 'o-e2e-stay-package';

test.describe('a stay package in WeChat', () => {
  test.use({ userAgent: USER_AGENTS.wechat });

  test('buys a package, pays at the cashier (sandbox notify) and finds it in 我的套餐 with its use code', async ({ page, visit }) => {
    await page.addInitScript((openid) => {
      localStorage.setItem('idsUser:1000', JSON.stringify({ openid, unionid: null, nickname: null, headimgurl: null }));
    }, OPENID);
    // The payer confirms in WeChat: the sandbox then sends the server its signed notify for the cashier's order.
    await page.exposeFunction('__sandboxConfirm', async (orderId: string) => {
      const reply = await page.request.post('/api/dev/pay/sandbox/member', { data: { iid: 1000, token: await memberToken(page), orderId } });
      return reply.ok();
    });
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      w.WeixinJSBridge = {
        invoke(_name: string, _params: unknown, done: (res: { err_msg: string }) => void) {
          const orderId = new URLSearchParams(window.location.search).get('orderId') ?? '';
          void (w.__sandboxConfirm as (id: string) => Promise<boolean>)(orderId).then((paid) => done({ err_msg: `get_brand_wcpay_request:${paid ? 'ok' : 'fail'}` }));
        },
      };
    });

    await signIn(page, visit, '/app/campsite/1000/package/104');
    const title = page.getByRole('heading', { level: 2 }).first();
    await expect(title).toBeVisible();
    const name = (await title.textContent()) ?? '';
    await page.getByLabel('联系人').fill('周套餐');
    await page.getByLabel('手机号').fill('13912340104');
    await page.getByRole('button', { name: '立即购买' }).click();

    await expect(page).toHaveURL(/\/app\/pay\/order\?orderId=/);
    await page.getByRole('button', { name: /^微信支付 ¥/ }).click();
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 20_000 });

    await visit('/app/account/personal');
    await page.getByRole('link', { name: '我的套餐' }).click();
    const bought = page.getByRole('article', { name: `${name} 待使用` });
    await expect(bought).toBeVisible();
    await expect(bought).toContainText('有效期');
    await expect(bought.getByLabel('使用方式')).toContainText(/核销码 \S{4,}/);
  });
});
