import { JSSDK_SRC } from './wechat-pay';

/**
 * Sharing a page inside WeChat (spec §9 share types 1 timeline and 2 app message): the JS-SDK's
 * `wx.config` with the server's signature of the page (spec §7 /wxservice2/ticket, signed for
 * jsSdkSigningUrl), then the share card of each type. Only in WeChat; elsewhere nothing is loaded.
 */

/** Spec §9: 1 the Moments timeline, 2 an app message (a chat). */
export const SHARE_TYPES = { timeline: 1, appMessage: 2 } as const;
export type ShareType = (typeof SHARE_TYPES)[keyof typeof SHARE_TYPES];

/** What the page's share card shows. `link` must be on the official account's JS security domain. */
export interface ShareData {
  title: string;
  /** The chat card's line under the title (the timeline shows the title only). */
  desc?: string;
  link: string;
  imgUrl: string;
}

/** The server's signature of the page: what `wx.config` needs besides the APIs. */
export interface JsSdkSignature {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

interface ShareCall {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
  success?: () => void;
  fail?: (res: unknown) => void;
}

/** The part of the JS-SDK's `wx` this uses. */
export interface WxShareSdk {
  config(options: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void;
  ready(callback: () => void): void;
  error(callback: (res: { errMsg?: string }) => void): void;
  updateAppMessageShareData(options: ShareCall): void;
  updateTimelineShareData(options: Omit<ShareCall, 'desc'>): void;
}

/** The JS-SDK 1.4+ share APIs, by the spec's share type. */
export const SHARE_APIS: Readonly<Record<ShareType, 'updateTimelineShareData' | 'updateAppMessageShareData'>> = Object.freeze({
  [SHARE_TYPES.timeline]: 'updateTimelineShareData',
  [SHARE_TYPES.appMessage]: 'updateAppMessageShareData',
});

/**
 * Configures the JS-SDK with the signature and sets the share card for each type (both by
 * default). Resolves once WeChat accepted every card; rejects with WeChat's errMsg when the
 * signature is refused (`config:invalid signature`: the signed URL is not the page's, or not on the
 * JS security domain) or a card is refused.
 */
export function configureShare(wx: WxShareSdk, signed: JsSdkSignature, share: ShareData, types: readonly ShareType[] = [SHARE_TYPES.timeline, SHARE_TYPES.appMessage]): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const fail = (res: unknown) => {
      if (settled) return;
      settled = true;
      const msg = (res as { errMsg?: string } | undefined)?.errMsg;
      reject(new Error(msg ? `微信分享设置失败：${msg}` : '微信分享设置失败'));
    };
    wx.error(fail);
    wx.ready(() => {
      let left = types.length;
      const done = () => {
        left -= 1;
        if (left === 0 && !settled) {
          settled = true;
          resolve();
        }
      };
      if (left === 0) return done();
      for (const type of types) {
        if (type === SHARE_TYPES.timeline) wx.updateTimelineShareData({ title: share.title, link: share.link, imgUrl: share.imgUrl, success: done, fail });
        else wx.updateAppMessageShareData({ title: share.title, desc: share.desc ?? '', link: share.link, imgUrl: share.imgUrl, success: done, fail });
      }
    });
    wx.config({
      debug: false,
      appId: signed.appId,
      timestamp: signed.timestamp,
      nonceStr: signed.nonceStr,
      signature: signed.signature,
      jsApiList: types.map((t) => SHARE_APIS[t]),
    });
  });
}

function wxOf(w: Window): WxShareSdk | undefined {
  const wx = (w as unknown as { wx?: Partial<WxShareSdk> }).wx;
  return wx && typeof wx.config === 'function' ? (wx as WxShareSdk) : undefined;
}

let loading: Promise<WxShareSdk> | undefined;

/** The JS-SDK's `wx`, loading jweixin once (the CSP allows its origin). */
export function loadShareSdk(w: Window = window): Promise<WxShareSdk> {
  const ready = wxOf(w);
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<WxShareSdk>((resolve, reject) => {
    const script = w.document.createElement('script');
    script.src = JSSDK_SRC;
    script.async = true;
    script.onload = () => {
      const wx = wxOf(w);
      if (wx) resolve(wx);
      else reject(new Error('微信 JS-SDK 没有 wx.config'));
    };
    script.onerror = () => reject(new Error('微信 JS-SDK 加载失败'));
    w.document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The link a share card carries: absolute, on the page's origin, without the hash, and without
 * the visitor's own sign-in traces (`code`, `state` of WeChat's OAuth; `token`), so whoever opens
 * it starts their own visit.
 */
export function shareLink(link: string, base: string = globalThis.location?.href ?? 'http://localhost/'): string {
  const url = new URL(link, base);
  url.hash = '';
  for (const key of ['code', 'state', 'token']) url.searchParams.delete(key);
  return url.toString();
}
