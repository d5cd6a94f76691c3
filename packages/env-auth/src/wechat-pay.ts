/**
 * Paying from a page (spec §7, §8): inside WeChat through the JSAPI bridge, inside a mini-program
 * webview by opening the mini-program's own pay page. WeChat's JS-SDK, which
 * `wx.miniProgram.navigateTo` needs, is loaded only there; elsewhere nothing extra is downloaded.
 * One copy for both apps (the community's checkout and the university's registration fee).
 */

/**
 * The JSAPI payment parameters the payment provider signs (appId, timeStamp, nonceStr, package,
 * signType, paySign: @tongxin/api-client's WechatPayParams), handed to the bridge as they are.
 */
export type JsapiPayParams = object;

/** Spec §8: the bridge's ok, cancel and fail. */
export type PayResult = 'ok' | 'cancel' | 'fail';

/** What the payer reads for each result. */
export const PAY_TEXT: Readonly<Record<PayResult, string>> = Object.freeze({ ok: '支付成功', cancel: '已取消支付', fail: '支付失败' });

interface Bridge {
  invoke(name: 'getBrandWCPayRequest', params: JsapiPayParams, done: (res: { err_msg?: string }) => void): void;
}

interface MiniProgram {
  navigateTo(options: { url: string; success?: () => void; fail?: (error: unknown) => void }): void;
}

function bridgeOf(w: Window): Bridge | undefined {
  return (w as unknown as { WeixinJSBridge?: Bridge }).WeixinJSBridge;
}

function miniProgramOf(w: Window): MiniProgram | undefined {
  return (w as unknown as { wx?: { miniProgram?: MiniProgram } }).wx?.miniProgram;
}

/** `get_brand_wcpay_request:ok` → 'ok'; anything but ok or cancel is a failure. */
export function payResult(errMsg: string | undefined): PayResult {
  const tail = errMsg?.split(':').pop();
  return tail === 'ok' || tail === 'cancel' ? tail : 'fail';
}

/** The bridge, once WeChat has injected it (it may arrive after the page's scripts). */
function waitForBridge(w: Window, timeoutMs: number): Promise<Bridge | null> {
  const now = bridgeOf(w);
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const onReady = () => {
      clearTimeout(timer);
      resolve(bridgeOf(w) ?? null);
    };
    const timer = setTimeout(() => {
      w.document.removeEventListener('WeixinJSBridgeReady', onReady);
      resolve(null);
    }, timeoutMs);
    w.document.addEventListener('WeixinJSBridgeReady', onReady, { once: true });
  });
}

/** Asks WeChat to pay with the provider's signed parameters; no bridge (not in WeChat) is a failure. */
export async function payInWechat(params: JsapiPayParams, w: Window = window, timeoutMs = 5000): Promise<PayResult> {
  const bridge = await waitForBridge(w, timeoutMs);
  if (!bridge) return 'fail';
  return new Promise((resolve) => bridge.invoke('getBrandWCPayRequest', params, (res) => resolve(payResult(res.err_msg))));
}

/**
 * The mini-program's pay page with spec §7's query (iid, rid, session, gid, channel, tradeType,
 * from): rid is the payer (the applicant, the member), session their token, gid the order id,
 * channel what is paid (registration, vip, …), from the app.
 */
export function miniProgramPayPath(q: {
  iid: string | number;
  rid: string | number;
  session: string;
  gid: string | number;
  channel: string;
  tradeType?: string;
  from: string;
}): string {
  const query = new URLSearchParams({
    iid: String(q.iid),
    rid: String(q.rid),
    session: q.session,
    gid: String(q.gid),
    channel: q.channel,
    tradeType: q.tradeType ?? 'JSAPI',
    from: q.from,
  });
  return `/pages/pay/pay?${query.toString()}`;
}

/** WeChat's JS-SDK: `wx.miniProgram.navigateTo` needs it, so it loads in a mini-program only. */
export const JSSDK_SRC = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

function loadJsSdk(w: Window): Promise<MiniProgram> {
  const ready = miniProgramOf(w);
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const script = w.document.createElement('script');
    script.src = JSSDK_SRC;
    script.async = true;
    script.onload = () => {
      const mp = miniProgramOf(w);
      if (mp) resolve(mp);
      else reject(new Error('微信 JS-SDK 没有 miniProgram'));
    };
    script.onerror = () => reject(new Error('微信 JS-SDK 加载失败'));
    w.document.head.appendChild(script);
  });
}

/**
 * Opens a page of the host mini-program (`wx.miniProgram.navigateTo`) from its web-view; resolves
 * once the mini-program has navigated. The pay page, the WeChat Run page (werun.ts).
 */
export async function openMiniProgramPage(path: string, w: Window = window): Promise<void> {
  const mp = await loadJsSdk(w);
  await new Promise<void>((resolve, reject) => mp.navigateTo({ url: path, success: () => resolve(), fail: reject }));
}

/** Opens the mini-program's pay page; resolves once the mini-program has navigated. */
export function payInMiniProgram(path: string, w: Window = window): Promise<void> {
  return openMiniProgramPage(path, w);
}

/**
 * Asks `check` until it answers true, `tries` times at most with `intervalMs` after each no; a
 * check that fails counts as a no. True once it said yes, false when it never did: how a pay page
 * of either app waits for the server to have the provider's notify after the bridge's ok.
 *
 * @example
 * const paid = await pollUntil(async () => isPaid(await readOrder()), 15, 1000);
 */
export async function pollUntil(check: () => Promise<boolean>, tries: number, intervalMs: number): Promise<boolean> {
  for (let i = 0; i < tries; i += 1) {
    if (await check().catch(() => false)) return true;
    if (i < tries - 1) await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}
