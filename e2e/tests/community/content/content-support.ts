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
 * gateway then sends the server its signed notify for the purchase the page just started (its
 * trade number read from the page's own content.buy / content.tip reply) — and the bridge says ok.
 */
export async function payThroughSandbox(page: Page): Promise<void> {
  let trade: Promise<string> = Promise.reject(new Error('no purchase was started'));
  trade.catch(() => undefined);
  page.on('response', (response) => {
    if (/\/api\/content\/(buy|live\/tip)$/.test(new URL(response.url()).pathname)) {
      trade = response.json().then((body: { t: { tradeNo: string } }) => body.t.tradeNo);
    }
  });
  await page.exposeFunction('__sandboxConfirm', async () => {
    const reply = await page.request.post('/api/dev/pay/sandbox/content', {
      data: { iid: 1000, token: await memberToken(page), tradeNo: await trade },
    });
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
