import { describe, expect, it } from 'vitest';
import { configureShare, SHARE_TYPES, shareLink, type WxShareSdk } from './wechat-share';

const signed = { appId: 'wx1234567890abcdef', timestamp: 1_700_000_000, nonceStr: 'n0nce', signature: 'f'.repeat(40) };
const share = { title: '春季植树节', desc: '两百名志愿者种下一片林', link: 'https://zs.example.org/app/news/1000/detail/1', imgUrl: 'https://zs.example.org/cover.jpg' };

/** A fake `wx` that behaves as the JS-SDK: config, then ready or error; each card succeeds or fails as told. */
function fakeWx(outcome: { config?: 'ok' | 'invalid'; cards?: 'ok' | 'fail' } = {}) {
  const calls: { name: string; options: Record<string, unknown> }[] = [];
  let onReady = () => undefined as void;
  let onError = (_res: { errMsg?: string }) => undefined as void;
  const card = (name: string) => (options: { title: string; success?: () => void; fail?: (res: unknown) => void }) => {
    calls.push({ name, options: { ...options } });
    if (outcome.cards === 'fail') options.fail?.({ errMsg: `${name}:fail` });
    else options.success?.();
  };
  const wx: WxShareSdk = {
    config(options) {
      calls.push({ name: 'config', options });
      queueMicrotask(() => (outcome.config === 'invalid' ? onError({ errMsg: 'config:invalid signature' }) : onReady()));
    },
    ready: (callback) => void (onReady = callback),
    error: (callback) => void (onError = callback),
    updateAppMessageShareData: card('updateAppMessageShareData'),
    updateTimelineShareData: card('updateTimelineShareData'),
  };
  return { wx, calls };
}

describe('WeChat share through the JS-SDK', () => {
  it('configures wx with the server’s signature and sets the timeline and the app-message card', async () => {
    const { wx, calls } = fakeWx();
    await configureShare(wx, signed, share);
    expect(calls[0]).toEqual({
      name: 'config',
      options: { debug: false, ...signed, jsApiList: ['updateTimelineShareData', 'updateAppMessageShareData'] },
    });
    const timeline = calls.find((c) => c.name === 'updateTimelineShareData')!.options;
    expect(timeline).toMatchObject({ title: share.title, link: share.link, imgUrl: share.imgUrl });
    expect(timeline).not.toHaveProperty('desc');
    expect(calls.find((c) => c.name === 'updateAppMessageShareData')!.options).toMatchObject(share);
  });

  it('sets only the types asked for (spec §9: 1 timeline, 2 app message)', async () => {
    const { wx, calls } = fakeWx();
    await configureShare(wx, signed, { ...share, desc: undefined }, [SHARE_TYPES.appMessage]);
    expect(calls.map((c) => c.name)).toEqual(['config', 'updateAppMessageShareData']);
    expect(calls[0]!.options.jsApiList).toEqual(['updateAppMessageShareData']);
    expect(calls[1]!.options.desc).toBe('');
  });

  it('rejects with WeChat’s message when the signature is refused, and when a card is', async () => {
    await expect(configureShare(fakeWx({ config: 'invalid' }).wx, signed, share)).rejects.toThrow('微信分享设置失败：config:invalid signature');
    await expect(configureShare(fakeWx({ cards: 'fail' }).wx, signed, share)).rejects.toThrow(/微信分享设置失败：update\w+ShareData:fail/);
  });

  it('shares an absolute link without the hash or the visitor’s sign-in traces', () => {
    expect(shareLink('/app/news/1000/detail/1?code=abc&state=x&token=t1&from=1#top', 'https://zs.example.org/app/index/1000')).toBe('https://zs.example.org/app/news/1000/detail/1?from=1');
  });
});
