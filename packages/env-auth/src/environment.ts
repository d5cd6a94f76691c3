/**
 * Where the page runs (spec §6). One string per environment so the shell, the api-client
 * (f=2 in a mini-program) and the identity step all branch on the same value.
 */
export type Environment =
  'app' | 'miniprogram' | 'wxwork' | 'wechat' | 'toutiao' | 'android' | 'ios' | 'browser';

/** Every environment, in detection precedence. */
export const ENVIRONMENTS: readonly Environment[] = [
  'app',
  'miniprogram',
  'wxwork',
  'wechat',
  'toutiao',
  'android',
  'ios',
  'browser',
];

/** The operating system behind the environment; WeChat's JS-SDK signs differently per OS. */
export type Os = 'ios' | 'android' | 'other';

/**
 * Facts the user agent does not carry. `wxjsEnvironment` is `window.__wxjs_environment`, set by
 * the WeChat client inside a mini-program web-view (older iOS clients leave `miniProgram` out of
 * the user agent); `maxTouchPoints` tells iPadOS, which reports a desktop Mac user agent.
 */
export interface EnvironmentHints {
  wxjsEnvironment?: string | undefined;
  maxTouchPoints?: number | undefined;
}

const WECHAT = /MicroMessenger/i;
const WXWORK = /wxwork/i;
const MINI_PROGRAM = /miniProgram/i;
// ToutiaoMicroApp marks a ByteDance mini-app web-view; aweme (Douyin) and NewsArticle
// (Toutiao) mark the two host apps whose web-views the toutiao auth page serves too.
const TOUTIAO = /ToutiaoMicroApp|\baweme(?:_|\/|\b)|NewsArticle\//i;
const IOS = /iPhone|iPad|iPod/i;
const ANDROID_OR_LINUX = /Android|Linux/i;

/**
 * The environment, by this precedence: app webview (`Finger`, case as the spec gives it), WeChat
 * mini-program, work WeChat, WeChat, Toutiao/Douyin, Android or Linux, iOS, plain browser.
 * Work WeChat carries `MicroMessenger` too, which is why it is tested before WeChat.
 *
 * @example
 * detectEnvironment(navigator.userAgent, readEnvironmentHints(window)) // 'wechat'
 */
export function detectEnvironment(userAgent: string, hints: EnvironmentHints = {}): Environment {
  const ua = userAgent ?? '';
  if (ua.includes('Finger')) return 'app';
  if (MINI_PROGRAM.test(ua) || hints.wxjsEnvironment === 'miniprogram') return 'miniprogram';
  if (WXWORK.test(ua)) return 'wxwork';
  if (WECHAT.test(ua)) return 'wechat';
  if (TOUTIAO.test(ua)) return 'toutiao';
  const os = detectOs(ua, hints);
  if (os === 'android') return 'android';
  if (os === 'ios') return 'ios';
  return 'browser';
}

/**
 * The operating system: iOS for iPhone/iPad/iPod and for iPadOS (a Mac user agent with touch),
 * Android for Android or Linux (the spec groups them), else other. Tested iOS first because no
 * iOS agent mentions Linux while some Android-spoofing desktop agents mention both.
 */
export function detectOs(userAgent: string, hints: EnvironmentHints = {}): Os {
  const ua = userAgent ?? '';
  if (IOS.test(ua)) return 'ios';
  if (/Macintosh/i.test(ua) && (hints.maxTouchPoints ?? 0) > 1) return 'ios';
  if (ANDROID_OR_LINUX.test(ua)) return 'android';
  return 'other';
}

/** The hints of the running page; `null` (or no `window`, as in SSR) gives none. */
export function readEnvironmentHints(
  win: Window | null = globalThis.window ?? null,
): EnvironmentHints {
  if (!win) return {};
  const wx = (win as Window & { __wxjs_environment?: unknown }).__wxjs_environment;
  return {
    wxjsEnvironment: typeof wx === 'string' ? wx : undefined,
    maxTouchPoints: win.navigator?.maxTouchPoints,
  };
}

/** Environment and OS of the running page in one call. */
export function currentEnvironment(win: Window | null = globalThis.window ?? null): {
  environment: Environment;
  os: Os;
} {
  const ua = win?.navigator?.userAgent ?? '';
  const hints = readEnvironmentHints(win);
  return { environment: detectEnvironment(ua, hints), os: detectOs(ua, hints) };
}

/** Inside the WeChat client (WeChat, work WeChat or a WeChat mini-program web-view). */
export function isWechatLike(env: Environment): boolean {
  return env === 'wechat' || env === 'wxwork' || env === 'miniprogram';
}

/** A WeChat mini-program web-view (the gateway sends f=2 there). */
export function isMiniProgram(env: Environment): boolean {
  return env === 'miniprogram';
}

/** The native app's webview, which talks to the app through the client bridge. */
export function isAppWebview(env: Environment): boolean {
  return env === 'app';
}

/** A Toutiao/Douyin mini-app or host-app web-view. */
export function isToutiao(env: Environment): boolean {
  return env === 'toutiao';
}

/** Environments whose identity comes from WeChat OAuth (spec §6: WeChat and mini-program only). */
export function usesWechatOAuth(env: Environment): boolean {
  return env === 'wechat' || env === 'miniprogram';
}

/**
 * Hints once the WeChat bridge is ready. Some WeChat clients set `window.__wxjs_environment`
 * only when `WeixinJSBridgeReady` fires, so an iOS mini-program web-view (whose user agent may
 * lack `miniProgram`) looks like plain WeChat before that. Resolves at once outside WeChat or
 * when the bridge is already there, and after `timeoutMs` at the latest.
 *
 * @example
 * const hints = await wechatReadyHints(window);
 * const environment = detectEnvironment(navigator.userAgent, hints);
 */
export function wechatReadyHints(
  win: Window | null = globalThis.window ?? null,
  timeoutMs = 1000,
): Promise<EnvironmentHints> {
  const now = readEnvironmentHints(win);
  const ua = win?.navigator?.userAgent ?? '';
  const bridge = (win as (Window & { WeixinJSBridge?: unknown }) | null)?.WeixinJSBridge;
  if (!win || !WECHAT.test(ua) || now.wxjsEnvironment || bridge) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      win.document.removeEventListener('WeixinJSBridgeReady', done);
      resolve(readEnvironmentHints(win));
    };
    const timer = setTimeout(done, timeoutMs);
    win.document.addEventListener('WeixinJSBridgeReady', done);
  });
}
