import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ENVIRONMENTS,
  currentEnvironment,
  detectEnvironment,
  detectOs,
  isAppWebview,
  isMiniProgram,
  isToutiao,
  isWechatLike,
  readEnvironmentHints,
  usesWechatOAuth,
  wechatReadyHints,
  type Environment,
} from './index';
import { UA } from './user-agents.test-data';

describe('detectEnvironment on real user agents', () => {
  it.each<[keyof typeof UA, Environment]>([
    ['wechatIos', 'wechat'],
    ['wechatAndroid', 'wechat'],
    ['wechatWindows', 'wechat'],
    ['wxworkIos', 'wxwork'],
    ['wxworkAndroid', 'wxwork'],
    ['miniProgramAndroid', 'miniprogram'],
    ['miniProgramIos', 'miniprogram'],
    ['douyinMiniAppAndroid', 'toutiao'],
    ['douyinIos', 'toutiao'],
    ['toutiaoMiniAppIos', 'toutiao'],
    ['safariIos', 'ios'],
    ['chromeAndroid', 'android'],
    ['chromeLinux', 'android'],
    ['chromeWindows', 'browser'],
    ['chromeMac', 'browser'],
    ['safariIpadOs', 'browser'],
    ['appAndroid', 'app'],
    ['appIos', 'app'],
  ])('%s is %s', (name, env) => expect(detectEnvironment(UA[name])).toBe(env));

  it('takes window.__wxjs_environment for an iOS mini-program whose agent lacks the marker', () => {
    expect(detectEnvironment(UA.wechatIos, { wxjsEnvironment: 'miniprogram' })).toBe('miniprogram');
    expect(detectEnvironment(UA.wechatIos, { wxjsEnvironment: 'browser' })).toBe('wechat');
  });

  it('tells iPadOS (a Mac agent with touch) as iOS', () => {
    expect(detectEnvironment(UA.safariIpadOs, { maxTouchPoints: 5 })).toBe('ios');
    expect(detectOs(UA.safariIpadOs, { maxTouchPoints: 0 })).toBe('other');
  });

  it('puts the app first, even inside WeChat-like or ByteDance agents', () => {
    expect(detectEnvironment(`${UA.wechatAndroid} Finger`)).toBe('app');
    expect(detectEnvironment(`${UA.douyinIos} Finger`)).toBe('app');
    expect(detectEnvironment(`${UA.miniProgramAndroid} Finger`)).toBe('app');
  });

  it('matches Finger case-sensitively, as the spec gives it', () => {
    expect(detectEnvironment(`${UA.chromeWindows} finger`)).toBe('browser');
  });

  it('puts a mini-program before work WeChat and WeChat', () => {
    expect(detectEnvironment(`${UA.wxworkAndroid} miniProgram`)).toBe('miniprogram');
  });

  it('gives the browser for an empty agent', () => {
    expect(detectEnvironment('')).toBe('browser');
  });

  it('always answers one of the environments and never throws', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (ua, wx) => {
        expect(ENVIRONMENTS).toContain(detectEnvironment(ua, { wxjsEnvironment: wx }));
      }),
    );
  });

  it('answers app whenever the agent contains Finger', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(detectEnvironment(`${a}Finger${b}`)).toBe('app');
      }),
    );
  });
});

describe('detectOs', () => {
  it.each<[keyof typeof UA, string]>([
    ['wechatIos', 'ios'],
    ['miniProgramIos', 'ios'],
    ['toutiaoMiniAppIos', 'ios'],
    ['wechatAndroid', 'android'],
    ['douyinMiniAppAndroid', 'android'],
    ['chromeWindows', 'other'],
  ])('%s runs on %s', (name, os) => expect(detectOs(UA[name])).toBe(os));
});

describe('environment helpers', () => {
  const table: Array<[Environment, boolean, boolean, boolean, boolean, boolean]> = [
    // env, wechatLike, miniProgram, app, toutiao, wechat OAuth
    ['app', false, false, true, false, false],
    ['miniprogram', true, true, false, false, true],
    ['wxwork', true, false, false, false, false],
    ['wechat', true, false, false, false, true],
    ['toutiao', false, false, false, true, false],
    ['android', false, false, false, false, false],
    ['ios', false, false, false, false, false],
    ['browser', false, false, false, false, false],
  ];
  it.each(table)('%s', (env, wechatLike, mini, app, toutiao, oauth) => {
    expect(isWechatLike(env)).toBe(wechatLike);
    expect(isMiniProgram(env)).toBe(mini);
    expect(isAppWebview(env)).toBe(app);
    expect(isToutiao(env)).toBe(toutiao);
    expect(usesWechatOAuth(env)).toBe(oauth);
  });
  it('covers every environment', () => {
    expect(table.map((row) => row[0]).sort()).toEqual([...ENVIRONMENTS].sort());
  });
});

describe('reading the running page', () => {
  it('reads __wxjs_environment and the user agent from window', () => {
    const win = window as Window & { __wxjs_environment?: string };
    win.__wxjs_environment = 'miniprogram';
    try {
      expect(readEnvironmentHints(win).wxjsEnvironment).toBe('miniprogram');
      expect(currentEnvironment(win).environment).toBe('miniprogram');
    } finally {
      delete win.__wxjs_environment;
    }
    // jsdom's own agent mentions Linux, which the spec groups with Android.
    expect(currentEnvironment(win)).toEqual({
      environment: detectEnvironment(navigator.userAgent),
      os: detectOs(navigator.userAgent),
    });
  });
  it('answers the browser without a window', () => {
    expect(currentEnvironment(null)).toEqual({ environment: 'browser', os: 'other' });
    expect(readEnvironmentHints(null)).toEqual({});
  });
});

describe('wechatReadyHints', () => {
  type WxWindow = Window & { __wxjs_environment?: string; WeixinJSBridge?: unknown };
  const win = window as WxWindow;
  const setUa = (ua: string) => vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    delete win.__wxjs_environment;
    delete win.WeixinJSBridge;
  });

  it('waits for WeixinJSBridgeReady, then reads __wxjs_environment', async () => {
    setUa(UA.wechatIos);
    const pending = wechatReadyHints(win, 5000);
    win.__wxjs_environment = 'miniprogram';
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    const hints = await pending;
    expect(detectEnvironment(UA.wechatIos, hints)).toBe('miniprogram');
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    setUa(UA.wechatAndroid);
    const pending = wechatReadyHints(win, 800);
    await vi.advanceTimersByTimeAsync(800);
    await expect(pending).resolves.toMatchObject({ wxjsEnvironment: undefined });
  });

  it('answers at once outside WeChat or when the bridge is there', async () => {
    vi.useFakeTimers();
    setUa(UA.safariIos);
    await expect(wechatReadyHints(win, 60_000)).resolves.toMatchObject({
      wxjsEnvironment: undefined,
    });
    setUa(UA.wechatIos);
    win.WeixinJSBridge = {};
    await expect(wechatReadyHints(win, 60_000)).resolves.toMatchObject({
      wxjsEnvironment: undefined,
    });
  });
});
