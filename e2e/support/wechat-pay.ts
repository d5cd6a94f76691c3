import type { Page } from '@playwright/test';
import { memberToken } from './member-session';

/**
 * The WeChat visitor who pays: the tenant's stored WeChat user (`idsUser:1000`, with `openid`)
 * and a JSAPI bridge on which the payer confirms — the sandbox gateway then sends the server its
 * signed notify for the order the page shows (`?orderId`), or `orderIdOf`'s for a page that
 * creates its order itself, as WeChat Pay would.
 */
export async function emulateWechatPay(page: Page, openid: string, orderIdOf?: () => Promise<string>): Promise<void> {
  await page.addInitScript((id) => {
    localStorage.setItem('idsUser:1000', JSON.stringify({ openid: id, unionid: null, nickname: null, headimgurl: null }));
  }, openid);
  await page.exposeFunction('__sandboxConfirm', async () => {
    const orderId = orderIdOf ? await orderIdOf() : (new URL(page.url()).searchParams.get('orderId') ?? '');
    const reply = await page.request.post('/api/dev/pay/sandbox/member', { data: { iid: 1000, token: await memberToken(page), orderId } });
    return reply.ok();
  });
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.WeixinJSBridge = {
      invoke(_name: string, _params: unknown, done: (res: { err_msg: string }) => void) {
        void (w.__sandboxConfirm as () => Promise<boolean>)().then((paid) => done({ err_msg: `get_brand_wcpay_request:${paid ? 'ok' : 'fail'}` }));
      },
    };
  });
}
