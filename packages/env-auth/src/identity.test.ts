import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_ATTEMPT_KEY,
  DEV_USER_INFO,
  createCredentialStore,
  obtainIdentity,
  type BrowserPort,
  type IdentityOutcome,
  type KeyValueStorage,
  type NativeBridge,
  type ObtainIdentityOptions,
} from './index';

const APP_ID = 'wx0123456789abcdef';
const PAGE = 'https://h5.example.org/app/act/1000/detail/9?cid=2001&from=share';

function mapStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/** A page that never really leaves: navigations are recorded, the address bar is a string. */
function fakePort(start: string): BrowserPort & { href: string; navigations: string[] } {
  const port = {
    href: start,
    navigations: [] as string[],
    currentUrl: () => port.href,
    replaceUrl: (url: string) => {
      port.href = url;
    },
    navigate: (url: string) => {
      port.navigations.push(url);
    },
  };
  return port;
}

/** One browser tab: localStorage, sessionStorage and the address bar survive page loads. */
function tab(start = PAGE) {
  const local = mapStorage();
  const session = mapStorage();
  const port = fakePort(start);
  const store = createCredentialStore(local);
  let n = 0;
  const exchangeCode = vi.fn<(code: string) => Promise<unknown>>(async (code) => ({
    openid: `openid-for-${code}`,
    unionid: 'union-1',
    nickname: '小王',
    headimgurl: 'https://wx.qlogo.cn/a.png',
  }));
  const options = (extra: Partial<ObtainIdentityOptions> = {}): ObtainIdentityOptions => ({
    environment: 'wechat',
    iid: 1000,
    cid: 2001,
    port,
    store,
    session,
    createState: () => `state${++n}`,
    wechat: { appId: APP_ID, exchangeCode },
    ...extra,
  });
  /** WeChat sends the visitor back to the redirect_uri of the last navigation. */
  const comeBack = (query: string) => {
    const last = port.navigations.at(-1) ?? '';
    const redirect = decodeURIComponent(/redirect_uri=([^&]+)/.exec(last)?.[1] ?? '');
    const u = new URL(redirect);
    for (const [k, v] of new URLSearchParams(query)) u.searchParams.set(k, v);
    port.href = u.toString();
  };
  return { local, session, port, store, exchangeCode, options, comeBack };
}

function expectFailed(outcome: IdentityOutcome) {
  if (outcome.status !== 'failed') throw new Error(`expected failed, got ${outcome.status}`);
  return outcome;
}
function expectReady(outcome: IdentityOutcome) {
  if (outcome.status !== 'ready') throw new Error(`expected ready, got ${outcome.status}`);
  return outcome;
}

afterEach(() => vi.useRealTimers());

describe('WeChat OAuth', () => {
  it('redirects to the authorise URL when nothing is known', async () => {
    const t = tab();
    const outcome = await obtainIdentity(t.options());
    const expected =
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx0123456789abcdef' +
      `&redirect_uri=${encodeURIComponent(PAGE)}` +
      '&response_type=code&scope=snsapi_userinfo&state=state1#wechat_redirect';
    expect(outcome).toEqual({ status: 'redirecting', url: expected });
    expect(t.port.navigations).toEqual([expected]);
    expect(JSON.parse(t.session.data.get(AUTH_ATTEMPT_KEY) ?? '')).toMatchObject({
      provider: 'wechat',
      state: 'state1',
      status: 'pending',
    });
  });

  it('exchanges the code once, strips code and state, stores the identity for the tenant', async () => {
    const t = tab();
    await obtainIdentity(t.options());
    t.comeBack('code=CODE1&state=state1');
    const outcome = expectReady(await obtainIdentity(t.options()));

    expect(t.exchangeCode).toHaveBeenCalledTimes(1);
    expect(t.exchangeCode).toHaveBeenCalledWith('CODE1');
    expect(t.port.href).toBe(PAGE);
    expect(outcome.source).toBe('wechat');
    expect(outcome.context).toEqual({
      common: { iid: 1000, cid: 2001 },
      userInfo: {
        userId: null,
        headImg: 'https://wx.qlogo.cn/a.png',
        signature: null,
        nick_name: '小王',
        unionId: 'union-1',
        openId: 'openid-for-CODE1',
        rid: null,
        uid: null,
        mobile: null,
      },
      page: { clientBridge: false, versionCode: null },
    });
    expect(t.local.data.get('unionId:1000')).toBe('union-1');
    expect(JSON.parse(t.local.data.get('idsUser:1000') ?? '')).toMatchObject({
      openid: 'openid-for-CODE1',
    });
    expect(t.session.data.has(AUTH_ATTEMPT_KEY)).toBe(false);
    expect(t.port.navigations).toHaveLength(1);
  });

  it('uses the stored identity on the next page load, with no redirect and no exchange', async () => {
    const t = tab();
    await obtainIdentity(t.options());
    t.comeBack('code=CODE1&state=state1');
    await obtainIdentity(t.options());
    const again = expectReady(await obtainIdentity(t.options()));
    expect(again.source).toBe('stored');
    expect(again.context.userInfo.openId).toBe('openid-for-CODE1');
    expect(t.exchangeCode).toHaveBeenCalledTimes(1);
    expect(t.port.navigations).toHaveLength(1);
  });

  it('exchanges once when the shell asks twice at the same time (strict mode)', async () => {
    const t = tab();
    await obtainIdentity(t.options());
    t.comeBack('code=CODE2&state=state1');
    const [a, b] = await Promise.all([obtainIdentity(t.options()), obtainIdentity(t.options())]);
    expect(t.exchangeCode).toHaveBeenCalledTimes(1);
    expect(expectReady(a).context.userInfo.openId).toBe('openid-for-CODE2');
    expect(expectReady(b).context.userInfo.openId).toBe('openid-for-CODE2');
  });

  it('a failed exchange gives a retry, never a loop', async () => {
    const t = tab();
    t.exchangeCode.mockRejectedValueOnce(new Error('系统繁忙，请稍后再试'));
    await obtainIdentity(t.options());
    t.comeBack('code=BAD&state=state1');
    const first = expectFailed(await obtainIdentity(t.options()));
    expect(first.error.message).toBe('微信授权失败，请重新授权');
    expect(first.error.kind).toBe('oauth-exchange-failed');
    expect(t.port.href).toBe(PAGE);

    // A reload shows the same failure; the page does not send the visitor away by itself.
    const reload = expectFailed(await obtainIdentity(t.options()));
    expect(reload.error.kind).toBe('oauth-exchange-failed');
    expect(t.port.navigations).toHaveLength(1);

    // The visitor taps retry: a fresh authorisation with a new state.
    const retried = await reload.retry();
    expect(retried.status).toBe('redirecting');
    expect(t.port.navigations).toHaveLength(2);
    expect(t.port.navigations[1]).toContain('&state=state2#wechat_redirect');
    t.comeBack('code=GOOD&state=state2');
    expect(expectReady(await obtainIdentity(t.options())).context.userInfo.openId).toBe(
      'openid-for-GOOD',
    );
    expect(t.exchangeCode.mock.calls.map((c) => c[0])).toEqual(['BAD', 'GOOD']);
  });

  it('a code WeChat already used is reported as such', async () => {
    const t = tab();
    t.exchangeCode.mockRejectedValueOnce(new Error('invalid code, errcode 40163: code been used'));
    await obtainIdentity(t.options());
    t.comeBack('code=USED&state=state1');
    const outcome = expectFailed(await obtainIdentity(t.options()));
    expect(outcome.error.kind).toBe('oauth-code-reused');
    expect(outcome.error.message).toBe('微信授权已失效，请重新授权');
  });

  it('never exchanges a code twice: the same code and state coming back again is refused', async () => {
    const t = tab();
    t.exchangeCode.mockRejectedValueOnce(new Error('timeout'));
    await obtainIdentity(t.options());
    t.comeBack('code=C&state=state1');
    await obtainIdentity(t.options());
    t.port.href = `${PAGE}&code=C&state=state1`;
    const outcome = expectFailed(await obtainIdentity(t.options()));
    expect(outcome.error.kind).toBe('oauth-code-reused');
    expect(t.exchangeCode).toHaveBeenCalledTimes(1);
    expect(t.port.href).toBe(PAGE);
  });

  it('a code with a state this tab never sent is not exchanged', async () => {
    const t = tab(`${PAGE}&code=STOLEN&state=other`);
    const outcome = expectFailed(await obtainIdentity(t.options()));
    expect(outcome.error.kind).toBe('oauth-state-mismatch');
    expect(t.exchangeCode).not.toHaveBeenCalled();
    expect(t.port.href).toBe(PAGE);
    expect(t.port.navigations).toHaveLength(0);
  });

  it("drops the authorise URL's #wechat_redirect marker that a redirect carried back", async () => {
    const t = tab();
    await obtainIdentity(t.options());
    t.comeBack('code=c-hash&state=state1');
    t.port.href = `${t.port.href}#wechat_redirect`;
    expectReady(await obtainIdentity(t.options()));
    expect(t.port.href).toBe(PAGE);
  });

  it('leaves a lone code parameter (not an OAuth return) alone', async () => {
    const t = tab(`${PAGE}&code=COUPON7`);
    t.store.idsUser.save(1000, {
      openid: 'known',
      unionid: null,
      nickname: null,
      headimgurl: null,
    });
    expectReady(await obtainIdentity(t.options()));
    expect(t.port.href).toBe(`${PAGE}&code=COUPON7`);
    expect(t.exchangeCode).not.toHaveBeenCalled();
  });

  it('a foreign code on a page whose visitor is known is dropped silently', async () => {
    const t = tab(`${PAGE}&code=OLD&state=other`);
    t.store.idsUser.save(1000, {
      openid: 'known',
      unionid: null,
      nickname: null,
      headimgurl: null,
    });
    const outcome = expectReady(await obtainIdentity(t.options()));
    expect(outcome.context.userInfo.openId).toBe('known');
    expect(t.port.href).toBe(PAGE);
  });

  it('coming back from the authorise page without a code (back button) asks instead of redirecting', async () => {
    const t = tab();
    await obtainIdentity(t.options());
    const outcome = expectFailed(await obtainIdentity(t.options()));
    expect(outcome.error.kind).toBe('oauth-interrupted');
    expect(outcome.error.message).toBe('微信授权未完成，请重新授权');
    expect(t.port.navigations).toHaveLength(1);
  });

  it('a refusal (state without code) is reported and stripped', async () => {
    const t = tab();
    await obtainIdentity(t.options());
    t.comeBack('state=state1');
    const outcome = expectFailed(await obtainIdentity(t.options()));
    expect(outcome.error.kind).toBe('oauth-denied');
    expect(outcome.error.message).toBe('您取消了微信授权，请重新授权');
    expect(t.port.href).toBe(PAGE);
    expect(t.port.navigations).toHaveLength(1);
  });

  it('an answer without openid is a failed exchange', async () => {
    const t = tab();
    t.exchangeCode.mockResolvedValueOnce({ unionid: 'u' });
    await obtainIdentity(t.options());
    t.comeBack('code=C&state=state1');
    expect(expectFailed(await obtainIdentity(t.options())).error.kind).toBe(
      'oauth-exchange-failed',
    );
    expect(t.local.data.has('idsUser:1000')).toBe(false);
  });

  it('works the same in a mini-program web-view, and honours the scope', async () => {
    const t = tab();
    const outcome = await obtainIdentity(
      t.options({
        environment: 'miniprogram',
        wechat: { appId: APP_ID, exchangeCode: t.exchangeCode, scope: 'snsapi_base' },
      }),
    );
    expect(outcome.status).toBe('redirecting');
    expect(t.port.navigations[0]).toContain('&scope=snsapi_base&');
  });

  it('does not take one tenant’s identity for another', async () => {
    const t = tab();
    t.store.idsUser.save(1000, {
      openid: 'o-1000',
      unionid: null,
      nickname: null,
      headimgurl: null,
    });
    const outcome = await obtainIdentity(t.options({ iid: 3073 }));
    expect(outcome.status).toBe('redirecting');
  });

  it('rejects a WeChat environment without configuration', async () => {
    const t = tab();
    await expect(obtainIdentity({ ...t.options(), wechat: undefined })).rejects.toThrow(
      /options\.wechat/,
    );
  });

  it('no sequence of page loads redirects twice or exchanges a code twice without the visitor', async () => {
    const load = fc.oneof(
      fc.constant(''),
      fc.constant('state=state1'),
      fc.constant('code=A&state=state1'),
      fc.constant('code=A&state=state2'),
      fc
        .tuple(fc.stringMatching(/^[A-Za-z0-9]{1,6}$/), fc.stringMatching(/^[A-Za-z0-9]{1,6}$/))
        .map(([c, s]) => `code=${c}&state=${s}`),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(load, fc.boolean()), { maxLength: 8 }), async (steps) => {
        const t = tab();
        for (const [query, exchangeWorks] of steps) {
          if (!exchangeWorks) t.exchangeCode.mockRejectedValueOnce(new Error('fail'));
          t.port.href = query ? `${PAGE}&${query}` : PAGE;
          await obtainIdentity(t.options());
          expect(t.port.href).not.toMatch(/[?&]code=/);
        }
        expect(t.port.navigations.length).toBeLessThanOrEqual(1);
        const codes = t.exchangeCode.mock.calls.map((c) => c[0]);
        expect(new Set(codes).size).toBe(codes.length);
      }),
      { numRuns: 200 },
    );
  });
});

describe('WeChat: another authorise endpoint, mini-program tickets', () => {
  it('sends the visitor to the configured endpoint (a server emulating WeChat), read against the page', async () => {
    const t = tab();
    const outcome = await obtainIdentity(
      t.options({ wechat: { appId: APP_ID, exchangeCode: t.exchangeCode, authorizeEndpoint: '/api/dev/wechat/authorize' } }),
    );
    expect(outcome).toMatchObject({ status: 'redirecting' });
    expect(t.port.navigations[0]).toMatch(/^https:\/\/h5\.example\.org\/api\/dev\/wechat\/authorize\?appid=wx0123456789abcdef&redirect_uri=/);
  });

  it("takes a mini-program's ticket from the URL without OAuth, and strips it", async () => {
    const t = tab(`${PAGE}&idTicket=mp.ticket`);
    const outcome = expectReady(await obtainIdentity(t.options({ environment: 'miniprogram' })));
    expect(outcome).toMatchObject({ source: 'ticket', proof: { kind: 'ticket', provider: 'miniprogram', ticket: 'mp.ticket' } });
    expect(t.port.href).toBe(PAGE);
    expect(t.port.navigations).toEqual([]);
    expect(t.exchangeCode).not.toHaveBeenCalled();
  });

  it('ignores a ticket in plain WeChat: only OAuth proves a WeChat visitor there', async () => {
    const t = tab(`${PAGE}&idTicket=forged`);
    expect(await obtainIdentity(t.options())).toMatchObject({ status: 'redirecting' });
  });
});

describe('Toutiao', () => {
  const AUTH = 'https://auth.example.org/toutiao/login?app=tx';

  it("takes a Toutiao mini-app's signed ticket from the URL before anything else", async () => {
    const t = tab(`${PAGE}&idTicket=tt.ticket&unionId=tt-union-9`);
    const outcome = expectReady(
      await obtainIdentity(t.options({ environment: 'toutiao', toutiao: { authUrl: AUTH } })),
    );
    expect(outcome.proof).toEqual({ kind: 'ticket', provider: 'toutiao', ticket: 'tt.ticket' });
    expect(t.port.href).toBe(PAGE);
  });

  it('takes unionId from the query, stores it for the tenant and strips it', async () => {
    const t = tab(`${PAGE}&unionId=tt-union-9`);
    const outcome = expectReady(
      await obtainIdentity(t.options({ environment: 'toutiao', toutiao: { authUrl: AUTH } })),
    );
    expect(outcome.source).toBe('toutiao');
    expect(outcome.context.userInfo.unionId).toBe('tt-union-9');
    expect(t.local.data.get('unionId:1000')).toBe('tt-union-9');
    expect(t.port.href).toBe(PAGE);
  });

  it('redirects to its auth page with the return URL when nothing is known', async () => {
    const t = tab();
    const outcome = await obtainIdentity(
      t.options({ environment: 'toutiao', toutiao: { authUrl: AUTH } }),
    );
    const expected = `https://auth.example.org/toutiao/login?app=tx&redirect=${encodeURIComponent(PAGE)}`;
    expect(outcome).toEqual({ status: 'redirecting', url: expected });
    expect(t.port.navigations).toEqual([expected]);
  });

  it('takes a URL builder and a parameter name', async () => {
    const t = tab();
    await obtainIdentity(
      t.options({ environment: 'toutiao', toutiao: { authUrl: AUTH, returnParam: 'back' } }),
    );
    expect(t.port.navigations[0]).toContain(`&back=${encodeURIComponent(PAGE)}`);
    const u = tab();
    await obtainIdentity(
      u.options({
        environment: 'toutiao',
        toutiao: { authUrl: (back) => `tt://auth?to=${back.length}` },
      }),
    );
    expect(u.port.navigations).toEqual([`tt://auth?to=${PAGE.length}`]);
  });

  it('coming back without unionId asks instead of redirecting again; retry redirects', async () => {
    const t = tab();
    const opts = t.options({ environment: 'toutiao', toutiao: { authUrl: AUTH } });
    await obtainIdentity(opts);
    const outcome = expectFailed(await obtainIdentity(opts));
    expect(outcome.error.message).toBe('授权未完成，请重新授权');
    expect(t.port.navigations).toHaveLength(1);
    expect((await outcome.retry()).status).toBe('redirecting');
    expect(t.port.navigations).toHaveLength(2);
  });

  it('accepts unionid in lower case and stores through the default store (localStorage)', async () => {
    const port = fakePort(`${PAGE}&unionid=lower-1`);
    const outcome = expectReady(
      await obtainIdentity({
        environment: 'toutiao',
        iid: 1000,
        port,
        session: mapStorage(),
        toutiao: { authUrl: AUTH },
      }),
    );
    expect(outcome.context.userInfo.unionId).toBe('lower-1');
    expect(localStorage.getItem('unionId:1000')).toBe('lower-1');
    expect(port.href).toBe(PAGE);
    localStorage.clear();
  });

  it('uses the stored unionId', async () => {
    const t = tab();
    t.store.unionId.save(1000, 'kept');
    const outcome = expectReady(
      await obtainIdentity(t.options({ environment: 'toutiao', toutiao: { authUrl: AUTH } })),
    );
    expect(outcome).toMatchObject({ source: 'stored', context: { userInfo: { unionId: 'kept' } } });
    expect(t.port.navigations).toHaveLength(0);
  });

  it('rejects a toutiao environment without an auth page', async () => {
    await expect(obtainIdentity(tab().options({ environment: 'toutiao' }))).rejects.toThrow(
      /authUrl/,
    );
  });
});

describe('app webview', () => {
  const bridge = (answer: () => unknown): NativeBridge => ({ call: answer });

  it('reads rid and the app user from the bridge', async () => {
    const t = tab();
    const outcome = expectReady(
      await obtainIdentity(
        t.options({
          environment: 'app',
          bridge: bridge(() => ({
            iid: 1000,
            rid: 77,
            uid: 'u77',
            headImg: 'h',
            signature: 's',
            nick_name: 'n',
            versionCode: 12,
          })),
        }),
      ),
    );
    expect(outcome.source).toBe('bridge');
    expect(outcome.context.userInfo).toMatchObject({
      rid: '77',
      uid: 'u77',
      headImg: 'h',
      signature: 's',
      nick_name: 'n',
    });
    expect(outcome.context.page).toEqual({ clientBridge: true, versionCode: 12 });
    expect(outcome.proof).toBeUndefined();
    expect(t.port.navigations).toHaveLength(0);
  });

  it("hands on the ticket the app's backend signed, the proof the server exchanges for a session", async () => {
    const outcome = expectReady(
      await obtainIdentity(
        tab().options({
          environment: 'app',
          bridge: bridge(() => JSON.stringify({ rid: '77', ticket: 'claims.mac' })),
        }),
      ),
    );
    expect(outcome.proof).toEqual({ kind: 'ticket', provider: 'app', ticket: 'claims.mac' });
    expect(outcome.context.userInfo.rid).toBe('77');
  });

  it('fails readably when the bridge does not answer, and retry asks again', async () => {
    vi.useFakeTimers();
    const t = tab();
    let answer: () => unknown = () => new Promise(() => undefined);
    const pending = obtainIdentity(
      t.options({ environment: 'app', bridgeTimeoutMs: 1000, bridge: { call: () => answer() } }),
    );
    await vi.advanceTimersByTimeAsync(1000);
    const outcome = expectFailed(await pending);
    expect(outcome.error.message).toBe('无法从客户端获取用户信息');
    answer = () => ({ rid: '5' });
    expect(expectReady(await outcome.retry()).context.userInfo.rid).toBe('5');
  });

  it('fails readably without a bridge at all', async () => {
    const outcome = expectFailed(
      await obtainIdentity(tab().options({ environment: 'app', bridge: null })),
    );
    expect(outcome.error.kind).toBe('bridge');
  });
});

describe('dev mode and plain browsers', () => {
  it('dev mode gives the fixed sample identity without leaving the page', async () => {
    const t = tab();
    const outcome = expectReady(await obtainIdentity(t.options({ dev: true })));
    expect(outcome.source).toBe('dev');
    expect(outcome.context.userInfo).toEqual(DEV_USER_INFO);
    expect(t.port.navigations).toHaveLength(0);
    expect(t.exchangeCode).not.toHaveBeenCalled();
  });

  it('dev mode takes overrides', async () => {
    const outcome = expectReady(
      await obtainIdentity(tab().options({ environment: 'app', dev: { rid: '9' } })),
    );
    expect(outcome.context.userInfo).toEqual({ ...DEV_USER_INFO, rid: '9' });
  });

  it.each(['browser', 'ios', 'android', 'wxwork'] as const)(
    '%s is anonymous with nothing stored',
    async (environment) => {
      const t = tab();
      const outcome = expectReady(
        await obtainIdentity({
          environment,
          iid: 1000,
          port: t.port,
          store: t.store,
          session: t.session,
        }),
      );
      expect(outcome.source).toBe('anonymous');
      expect(Object.values(outcome.context.userInfo).every((v) => v === null)).toBe(true);
      expect(outcome.context.common).toEqual({ iid: 1000, cid: 1000 });
      expect(t.port.navigations).toHaveLength(0);
    },
  );

  it('a plain browser still knows a stored visitor', async () => {
    const t = tab();
    t.store.unionId.save(1000, 'u-stored');
    const outcome = expectReady(await obtainIdentity(t.options({ environment: 'browser' })));
    expect(outcome).toMatchObject({
      source: 'stored',
      context: { userInfo: { unionId: 'u-stored' } },
    });
  });
});
