import { createApiClient, type ApiClient } from '@tongxin/api-client';
import type * as EnvAuth from '@tongxin/env-auth';
import type { ObtainIdentityOptions } from '@tongxin/env-auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exchangeWechatCode, resolveIdentity } from './identity';

const env = vi.hoisted(() => ({ wechatAppId: 'wx-official-1', toutiaoAuthUrl: '', mainSiteOrigin: 'https://www.tongxin.org.cn' }));
vi.mock('../lib/env', () => ({ appEnv: env }));

const obtained = vi.hoisted(() => ({ options: null as ObtainIdentityOptions | null }));
vi.mock('@tongxin/env-auth', async (original) => {
  const real = await original<typeof EnvAuth>();
  return {
    ...real,
    currentEnvironment: () => ({ environment: 'wechat' as const }),
    obtainIdentity: vi.fn(async (options: ObtainIdentityOptions) => {
      obtained.options = options;
      return { status: 'redirecting' as const, url: 'https://open.weixin.qq.com/connect/oauth2/authorize' };
    }),
  };
});

/** An API client over a fetch that answers `body` and records the URLs it was asked. */
function clientAnswering(answer: () => Response): { client: ApiClient; urls: string[] } {
  const urls: string[] = [];
  const client = createApiClient({
    gatewayDomain: () => 'h5.tongxin.local',
    fetch: async (input) => {
      urls.push(String(input));
      return answer();
    },
  });
  return { client, urls };
}

describe('the WeChat code exchange', () => {
  afterEach(() => {
    env.wechatAppId = 'wx-official-1';
    obtained.options = null;
  });

  it('calls wxservice2.getUserInfo through the gateway and accepts a reply without unionid, nickname or headimgurl', async () => {
    const { client, urls } = clientAnswering(() => new Response(JSON.stringify({ t: { openid: 'o-abc' } })));
    expect(await exchangeWechatCode(1000, 'code-1', client)).toEqual({ openid: 'o-abc', unionid: null, nickname: null, headimgurl: null });
    const url = new URL(urls[0] ?? '', 'http://local');
    expect(url.pathname).toBe('/h5/getjsonp');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ uri: '/wxservice2/getUserInfo', iid: '1000', code: 'code-1', domain: 'h5.tongxin.local' });
  });

  it('keeps the fields WeChat sent', async () => {
    const { client } = clientAnswering(() => new Response(JSON.stringify({ t: { openid: 'o-1', unionid: 'u-1', nickname: '小同', headimgurl: 'https://wx.qlogo.cn/a' } })));
    expect(await exchangeWechatCode(1000, 'code-2', client)).toEqual({ openid: 'o-1', unionid: 'u-1', nickname: '小同', headimgurl: 'https://wx.qlogo.cn/a' });
  });

  it('never retries a single-use code, and fails on a reply without openid', async () => {
    const down = clientAnswering(() => new Response('', { status: 502 }));
    await expect(exchangeWechatCode(1000, 'code-3', down.client)).rejects.toThrow();
    expect(down.urls).toHaveLength(1);
    const empty = clientAnswering(() => new Response(JSON.stringify({ t: { nickname: 'x' } })));
    await expect(exchangeWechatCode(1000, 'code-4', empty.client)).rejects.toThrow();
  });

  it('is the OAuth step of the WeChat environment when VITE_WECHAT_APP_ID is set', async () => {
    expect(await resolveIdentity(1200, 1000)).toEqual({ status: 'redirecting' });
    expect(obtained.options).toMatchObject({ environment: 'wechat', iid: 1200, wechat: { appId: 'wx-official-1' } });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ t: { openid: 'o-wired' } })));
    vi.stubGlobal('fetch', fetchMock);
    try {
      await expect(obtained.options?.wechat?.exchangeCode('code-5')).resolves.toMatchObject({ openid: 'o-wired' });
      expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toContain('uri=%2Fwxservice2%2FgetUserInfo');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('without VITE_WECHAT_APP_ID uses the stored identity, as in a plain browser', async () => {
    env.wechatAppId = '';
    await resolveIdentity(1000, 1000);
    expect(obtained.options?.environment).toBe('browser');
    expect(obtained.options?.wechat).toBeUndefined();
  });
});
