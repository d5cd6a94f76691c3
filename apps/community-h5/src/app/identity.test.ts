import { createApiClient, type ApiClient } from '@tongxin/api-client';
import type * as EnvAuth from '@tongxin/env-auth';
import type { IdentityOutcome, ObtainIdentityOptions } from '@tongxin/env-auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveIdentity } from './identity';

const env = vi.hoisted(() => ({ toutiaoAuthUrl: '', mainSiteOrigin: 'https://www.tongxin.org.cn' }));
vi.mock('../lib/env', () => ({ appEnv: env }));

const here = vi.hoisted(() => ({
  environment: 'wechat' as EnvAuth.Environment,
  options: null as ObtainIdentityOptions | null,
  outcome: null as IdentityOutcome | null,
}));
vi.mock('@tongxin/env-auth', async (original) => {
  const real = await original<typeof EnvAuth>();
  return {
    ...real,
    currentEnvironment: () => ({ environment: here.environment }),
    obtainIdentity: vi.fn(async (options: ObtainIdentityOptions) => {
      here.options = options;
      return here.outcome ?? { status: 'redirecting' as const, url: 'https://open.weixin.qq.com/connect/oauth2/authorize' };
    }),
  };
});

const SESSION = { token: 't'.repeat(43), userId: 77, expiresAt: '2030-01-01T00:00:00.000Z', needsMobile: true };
const CONFIG = { appId: 'wx-official-1', authorizeUrl: '/api/dev/wechat/authorize' };

/** An API client answering each call by its path (`/api/wechat/oauth-config` …) and recording the requests. */
function server(answers: Record<string, unknown>): { client: ApiClient; asked: { path: string; body: string }[] } {
  const asked: { path: string; body: string }[] = [];
  const client = createApiClient({
    gatewayDomain: () => 'h5.tongxin.local',
    fetch: async (input, init) => {
      const path = new URL(String(input), 'http://local').pathname;
      asked.push({ path, body: typeof init?.body === 'string' ? init.body : '' });
      return new Response(JSON.stringify({ t: answers[path] ?? null }));
    },
  });
  return { client, asked };
}

function ready(extra: Partial<Extract<IdentityOutcome, { status: 'ready' }>> = {}): IdentityOutcome {
  const userInfo = { userId: null, headImg: null, signature: null, nick_name: null, unionId: null, openId: null, rid: '88', uid: null, mobile: null };
  return { status: 'ready', source: 'bridge', context: { common: { iid: 1000, cid: 1000 }, userInfo, page: { clientBridge: true, versionCode: null } }, ...extra };
}

afterEach(() => {
  here.environment = 'wechat';
  here.options = null;
  here.outcome = null;
  localStorage.clear();
});

describe('the identity step in WeChat', () => {
  it("authorises at the server's WeChat endpoint and signs the visitor in with the code", async () => {
    const { client, asked } = server({ '/api/wechat/oauth-config': CONFIG, '/api/member/identity/wechat': { ...SESSION, user: { openid: 'o-1', unionid: null, nickname: null, headimgurl: null } } });
    expect(await resolveIdentity(1200, 1000, null, client)).toEqual({ status: 'redirecting' });
    expect(here.options).toMatchObject({ environment: 'wechat', iid: 1200, wechat: { appId: 'wx-official-1', authorizeEndpoint: '/api/dev/wechat/authorize' } });
    // Back from WeChat: env-auth hands over the code, which becomes the member's session.
    await expect(here.options?.wechat?.exchangeCode('code-5')).resolves.toMatchObject({ openid: 'o-1' });
    expect(asked.map((a) => a.path)).toEqual(['/api/wechat/oauth-config', '/api/member/identity/wechat']);
    expect(JSON.parse(asked[1]?.body ?? '{}')).toEqual({ iid: 1200, code: 'code-5' });
  });

  it('keeps the signed-in member of the tenant and asks nothing when the WeChat identity is stored', async () => {
    localStorage.setItem('idsUser:1000', JSON.stringify({ openid: 'o-9', unionid: null, nickname: null, headimgurl: null }));
    here.outcome = ready({ source: 'stored' });
    const { client, asked } = server({});
    const result = await resolveIdentity(1000, 1000, { token: 'x', userId: 5, iid: 1000 }, client);
    expect(result).toMatchObject({ status: 'ready', member: null });
    expect(asked).toEqual([]);
    expect(here.options?.environment).toBe('browser');
  });

  it('without WeChat on the server goes on as a plain browser', async () => {
    const { client } = server({ '/api/wechat/oauth-config': null });
    await resolveIdentity(1000, 1000, null, client);
    expect(here.options?.environment).toBe('browser');
    expect(here.options?.wechat).toBeUndefined();
  });

  it('forgets a stored WeChat identity that has no session here, so a fresh code proves it', async () => {
    localStorage.setItem('idsUser:1000', JSON.stringify({ openid: 'o-9', unionid: null, nickname: null, headimgurl: null }));
    const { client } = server({ '/api/wechat/oauth-config': CONFIG });
    await resolveIdentity(1000, 1000, null, client);
    expect(localStorage.getItem('idsUser:1000')).toBeNull();
  });
});

describe('the identity step in a mini-program web-view', () => {
  it("keeps the member its ticket signed in on the next load (a reload), without WeChat's OAuth", async () => {
    here.environment = 'miniprogram';
    here.outcome = ready({ source: 'anonymous' });
    const { client, asked } = server({ '/api/wechat/oauth-config': CONFIG });
    expect(await resolveIdentity(1000, 1000, { token: 'x', userId: 5, iid: 1000 }, client)).toMatchObject({ status: 'ready', member: null });
    expect(asked).toEqual([]);
    expect(here.options?.environment).toBe('browser');
  });

  it('authorises through WeChat a visitor with neither a session nor a ticket', async () => {
    here.environment = 'miniprogram';
    const { client } = server({ '/api/wechat/oauth-config': CONFIG });
    expect(await resolveIdentity(1000, 1000, null, client)).toEqual({ status: 'redirecting' });
    expect(here.options).toMatchObject({ environment: 'miniprogram', wechat: { appId: 'wx-official-1' } });
  });
});

describe('the identity step in the app webview', () => {
  it('exchanges the bridge ticket for a session', async () => {
    here.environment = 'app';
    here.outcome = ready({ proof: { kind: 'ticket', provider: 'app', ticket: 'claims.mac' } });
    const { client, asked } = server({ '/api/member/identity/ticket': { ...SESSION, provider: 'app' } });
    expect(await resolveIdentity(1000, 1000, null, client)).toMatchObject({ status: 'ready', identity: { rid: 88 }, member: { token: SESSION.token, userId: 77, iid: 1000 } });
    expect(JSON.parse(asked[0]?.body ?? '{}')).toEqual({ iid: 1000, ticket: 'claims.mac' });
  });

  it('does not sign in again over the tenant’s session', async () => {
    here.environment = 'app';
    here.outcome = ready({ proof: { kind: 'ticket', provider: 'app', ticket: 'claims.mac' } });
    const { client, asked } = server({});
    expect(await resolveIdentity(1000, 1000, { token: 'x', userId: 5, iid: 1000 }, client)).toMatchObject({ member: null });
    expect(asked).toEqual([]);
  });
});
