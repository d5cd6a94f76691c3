import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  IdentityError,
  callBridge,
  readAppUserInfo,
  resolveNativeBridge,
  type NativeBridge,
} from './index';

const INFO = {
  iid: 1000,
  rid: 88,
  uid: 'u-88',
  headImg: 'https://img.example.org/a.png',
  signature: '热心志愿者',
  nick_name: '小王',
};

function bridgeAnswering(answer: (method: string) => unknown): NativeBridge & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    call(method) {
      calls.push(method);
      return answer(method);
    },
  };
}

async function failure(p: Promise<unknown>): Promise<IdentityError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof IdentityError) return e;
    throw e;
  }
  throw new Error('expected a failure');
}

afterEach(() => {
  vi.useRealTimers();
  delete (window as Window & { clientBridge?: unknown }).clientBridge;
});

describe('readAppUserInfo', () => {
  it('reads the app user from getUserInfo, with a promise answer', async () => {
    const bridge = bridgeAnswering(async () => ({ ...INFO, versionCode: 231 }));
    await expect(readAppUserInfo(bridge)).resolves.toEqual({
      iid: 1000,
      rid: '88',
      uid: 'u-88',
      headImg: 'https://img.example.org/a.png',
      signature: '热心志愿者',
      nick_name: '小王',
      versionCode: 231,
      ticket: null,
    });
    expect(bridge.calls).toEqual(['getUserInfo']);
  });

  it('accepts a synchronous JSON text answer', async () => {
    const info = await readAppUserInfo(bridgeAnswering(() => JSON.stringify({ rid: '9' })));
    expect(info).toEqual({
      iid: null,
      rid: '9',
      uid: null,
      headImg: null,
      signature: null,
      nick_name: null,
      versionCode: null,
      ticket: null,
    });
  });

  it("passes on the identity ticket the app's backend signed", async () => {
    const info = await readAppUserInfo(bridgeAnswering(() => ({ rid: '9', ticket: 'e30.c2ln' })));
    expect(info.ticket).toBe('e30.c2ln');
  });

  it('fails readably without a bridge', async () => {
    const e = await failure(readAppUserInfo(null));
    expect(e.kind).toBe('bridge');
    expect(e.message).toBe('无法从客户端获取用户信息');
  });

  it.each<[string, () => unknown]>([
    [
      'a throw',
      () => {
        throw new Error('native crash');
      },
    ],
    ['a rejection', () => Promise.reject(new Error('denied'))],
    ['no rid', () => ({ nick_name: '小王' })],
    ['an empty rid', () => ({ rid: '' })],
    ['bad JSON', () => '{rid:'],
    ['nothing', () => undefined],
  ])('fails readably on %s', async (_, answer) => {
    const e = await failure(readAppUserInfo(bridgeAnswering(answer)));
    expect(e.message).toBe('无法从客户端获取用户信息');
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const pending = failure(
      readAppUserInfo(
        bridgeAnswering(() => new Promise(() => undefined)),
        3000,
      ),
    );
    await vi.advanceTimersByTimeAsync(2999);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const e = await pending;
    expect(e.message).toBe('无法从客户端获取用户信息');
    expect(String((e.cause as Error).message)).toContain('3000 ms');
  });

  it('passes the payload through callBridge', async () => {
    const seen: unknown[] = [];
    const bridge: NativeBridge = {
      call: (method, payload) => {
        seen.push([method, payload]);
        return 'ok';
      },
    };
    await expect(callBridge(bridge, 'share', { title: 't' })).resolves.toBe('ok');
    expect(seen).toEqual([['share', { title: 't' }]]);
  });
});

describe('resolveNativeBridge', () => {
  it('finds window.clientBridge and keeps its this', async () => {
    const host = {
      rid: '5',
      call(this: { rid: string }, method: string) {
        return method === 'getUserInfo' ? { rid: this.rid } : null;
      },
    };
    (window as Window & { clientBridge?: unknown }).clientBridge = host;
    const bridge = resolveNativeBridge(window);
    expect(bridge).not.toBeNull();
    await expect(readAppUserInfo(bridge)).resolves.toMatchObject({ rid: '5' });
  });

  it.each([undefined, null, 'x', { call: 'nope' }])('gives null for %j', (value) => {
    (window as Window & { clientBridge?: unknown }).clientBridge = value;
    expect(resolveNativeBridge(window)).toBeNull();
  });
});
