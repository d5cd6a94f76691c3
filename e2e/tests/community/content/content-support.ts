import type { Page } from '@playwright/test';
import { memberToken } from '../../../support/member-session';

/** The visitor's WeChat identity for tenant 1000, as the OAuth step stores it (env-auth idsUser). */
export async function wechatIdentity(page: Page, openid: string): Promise<void> {
  await page.addInitScript((id) => {
    localStorage.setItem(
      'idsUser:1000',
      JSON.stringify({ openid: id, unionid: null, nickname: null, headimgurl: null }),
    );
  }, openid);
}

/**
 * WeChat's JSAPI bridge, emulated: on getBrandWCPayRequest the payer confirms — the sandbox
 * gateway then sends the server its signed notify for what the page just started to pay (an order
 * of the kernel, its id read from the page's own order.create reply) — and the bridge says ok.
 */
export async function payThroughSandbox(page: Page): Promise<void> {
  let pending: Promise<{ url: string; data: object }> = Promise.reject(new Error('no payment was started'));
  pending.catch(() => undefined);
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.searchParams.get('uri') === '/h5/order/create') {
      pending = response.json().then((body: { t: { orderId: string } }) => ({ url: '/api/dev/pay/sandbox/member', data: { orderId: body.t.orderId } }));
    }
  });
  await page.exposeFunction('__sandboxConfirm', async () => {
    const { url, data } = await pending;
    const reply = await page.request.post(url, { data: { iid: 1000, token: await memberToken(page), ...data } });
    return reply.ok();
  });
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.WeixinJSBridge = {
      invoke(_name: string, _params: unknown, done: (res: { err_msg: string }) => void) {
        void (w.__sandboxConfirm as () => Promise<boolean>)().then((paid) =>
          done({ err_msg: `get_brand_wcpay_request:${paid ? 'ok' : 'fail'}` }),
        );
      },
    };
  });
}

/** A small PNG drawn in the page (a colour per file), as a phone's photo would be picked. */
export async function pngFile(
  page: Page,
  name: string,
  hue: number,
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const base64 = await page.evaluate((h) => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 90;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.fillStyle = `hsl(${h}, 60%, 50%)`;
    ctx.fillRect(0, 0, 120, 90);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  }, hue);
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}
