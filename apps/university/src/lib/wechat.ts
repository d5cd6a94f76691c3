/**
 * WeChat payment from a page: the JSAPI bridge inside WeChat, the mini-program's own pay page
 * inside a mini-program webview. The JS-SDK script is loaded only in the mini-program, where
 * `wx.miniProgram.navigateTo` needs it; everywhere else nothing extra is downloaded.
 */

/** The JSAPI payment parameters the payment provider signs (WeChat's names). */
export interface JsapiPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

export type PayOutcome = 'success' | 'cancel' | 'failure';

interface WeixinJSBridge {
  invoke(name: 'getBrandWCPayRequest', params: JsapiPayParams, callback: (res: { err_msg?: string }) => void): void;
}

interface WxMiniProgram {
  navigateTo(options: { url: string; fail?: (err: unknown) => void; success?: () => void }): void;
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
    wx?: { miniProgram?: WxMiniProgram };
  }
}

/** Maps the bridge's err_msg (ok, cancel, fail) to the outcome of spec §8. */
export function payOutcome(errMsg: string | undefined): PayOutcome {
  if (errMsg?.endsWith(':ok')) return 'success';
  if (errMsg?.endsWith(':cancel')) return 'cancel';
  return 'failure';
}

function bridgeReady(timeoutMs: number): Promise<WeixinJSBridge> {
  const existing = window.WeixinJSBridge;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      document.removeEventListener('WeixinJSBridgeReady', onReady);
      reject(new Error('WeixinJSBridge is not available'));
    }, timeoutMs);
    function onReady() {
      clearTimeout(timer);
      if (window.WeixinJSBridge) resolve(window.WeixinJSBridge);
      else reject(new Error('WeixinJSBridge is not available'));
    }
    document.addEventListener('WeixinJSBridgeReady', onReady, { once: true });
  });
}

/**
 * Asks WeChat to pay with the signed parameters and resolves with the outcome; a bridge that
 * never appears (not in WeChat) is a failure.
 */
export async function payWithJsapi(params: JsapiPayParams, timeoutMs = 5000): Promise<{ outcome: PayOutcome; errMsg: string }> {
  let bridge: WeixinJSBridge;
  try {
    bridge = await bridgeReady(timeoutMs);
  } catch {
    return { outcome: 'failure', errMsg: 'WeixinJSBridge unavailable' };
  }
  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', params, (res) => {
      resolve({ outcome: payOutcome(res.err_msg), errMsg: res.err_msg ?? '' });
    });
  });
}

/** The mini-program's pay page with the query of spec §7. */
export function miniProgramPayUrl(q: {
  iid: string | number;
  rid: string | number;
  session: string;
  gid: string | number;
  tradeType: string;
  from: string;
}): string {
  const qs = new URLSearchParams({
    iid: String(q.iid),
    rid: String(q.rid),
    session: q.session,
    gid: String(q.gid),
    channel: 'registration',
    tradeType: q.tradeType,
    from: q.from,
  });
  return `/pages/pay/pay?${qs.toString()}`;
}

const JSSDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

/** Loads the JS-SDK once, only when the page runs in a mini-program webview without it. */
export function loadMiniProgramSdk(): Promise<WxMiniProgram> {
  const ready = window.wx?.miniProgram;
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = JSSDK_URL;
    script.async = true;
    script.onload = () => {
      const mp = window.wx?.miniProgram;
      if (mp) resolve(mp);
      else reject(new Error('the JS-SDK has no miniProgram'));
    };
    script.onerror = () => reject(new Error('the JS-SDK did not load'));
    document.head.appendChild(script);
  });
}

/** Opens the mini-program's pay page; resolves once it navigated. */
export async function payInMiniProgram(url: string): Promise<void> {
  const mp = await loadMiniProgramSdk();
  await new Promise<void>((resolve, reject) => mp.navigateTo({ url, success: () => resolve(), fail: reject }));
}
