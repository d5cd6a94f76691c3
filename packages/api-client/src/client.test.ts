import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, defineCall, errorMessage, SESSION_INVALID_CODE, TRANSPORT_MESSAGE } from './index';

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

function replying(text: string, status = 200): FetchMock {
  return vi.fn<typeof fetch>(async () => new Response(text, { status }));
}

/** A fetch that answers only when aborted, as a dead network does. */
function hanging(): FetchMock {
  return vi.fn<typeof fetch>(
    (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

function urlOf(mock: FetchMock, index = 0): URL {
  const call = mock.mock.calls[index];
  if (!call) throw new Error(`fetch was not called ${index + 1} times`);
  return new URL(String(call[0]), 'http://h5.test');
}

function initOf(mock: FetchMock, index = 0): RequestInit {
  return mock.mock.calls[index]?.[1] ?? {};
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

const contentList = defineCall({
  name: 'test.content.list',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/content/list',
  params: z.object({ iid: z.number(), tag: z.string().optional(), pageNo: z.number() }),
  result: z.array(z.object({ id: z.number(), title: z.string() })),
});

const coinAccount = defineCall({
  name: 'test.coin.account',
  transport: 'api',
  method: 'GET',
  uri: '/coin/account/get',
  params: z.object({ iid: z.number() }),
  result: z.object({ balance: z.number() }),
});

const transList = defineCall({
  name: 'test.coin.trans',
  transport: 'api',
  method: 'POST',
  uri: '/coin/trans/list',
  params: z.object({ iid: z.number(), pageNo: z.number() }),
  result: z.array(z.object({ id: z.number() })),
});

const orderCreate = defineCall({
  name: 'test.order.create',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/h5/order/create',
  params: z.object({ iid: z.number() }),
  result: z.object({ orderId: z.number() }),
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('gateway calls', () => {
  it('GET the gateway with domain, uri, params, f=1 and the stored openid flag as u', async () => {
    const fetchMock = replying('{"t":[{"id":1,"title":"春游"}]}');
    const client = createApiClient({ fetch: fetchMock, gatewayDomain: 'h5.tongxin.org', getOpenidFlag: () => 'o-flag' });
    await expect(client.call(contentList, { iid: 1000, pageNo: 1 })).resolves.toEqual([{ id: 1, title: '春游' }]);
    const url = urlOf(fetchMock);
    expect(url.pathname).toBe('/h5/getjsonp');
    expect([...url.searchParams]).toEqual([
      ['domain', 'h5.tongxin.org'],
      ['uri', '/v1/content/list'],
      ['iid', '1000'],
      ['pageNo', '1'],
      ['f', '1'],
      ['u', 'o-flag'],
    ]);
    expect(initOf(fetchMock).method).toBe('GET');
  });

  it('sends f=2 in a mini-program, no u without a stored flag, and reads the getters on each call', async () => {
    const fetchMock = replying('{"t":[]}');
    let mini = true;
    const client = createApiClient({ fetch: fetchMock, isMiniProgram: () => mini, getOpenidFlag: () => null, baseUrl: 'https://gw.example.org/' });
    await client.call(contentList, { iid: 1000, pageNo: 1 });
    mini = false;
    await client.call(contentList, { iid: 1000, pageNo: 2 });
    expect(urlOf(fetchMock, 0).origin).toBe('https://gw.example.org');
    expect(urlOf(fetchMock, 0).searchParams.get('f')).toBe('2');
    expect(urlOf(fetchMock, 0).searchParams.has('u')).toBe(false);
    expect(urlOf(fetchMock, 0).searchParams.has('domain')).toBe(false);
    expect(urlOf(fetchMock, 1).searchParams.get('f')).toBe('1');
  });
});

describe('/api calls', () => {
  it('GET sends a query string under the API base', async () => {
    const fetchMock = replying('{"t":{"balance":20}}');
    const client = createApiClient({ fetch: fetchMock });
    await expect(client.call(coinAccount, { iid: 3073 })).resolves.toEqual({ balance: 20 });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/coin/account/get?iid=3073');
  });

  it('POST sends the params as JSON in a text/plain body', async () => {
    const fetchMock = replying('{"t":[{"id":7}]}');
    const client = createApiClient({ fetch: fetchMock, apiBase: '/gw-api' });
    await expect(client.call(transList, { iid: 1000, pageNo: 2 })).resolves.toEqual([{ id: 7 }]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/gw-api/coin/trans/list');
    const init = initOf(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'text/plain;charset=UTF-8' });
    expect(JSON.parse(String(init.body))).toEqual({ iid: 1000, pageNo: 2 });
  });

  it('leaves undefined and null params out of the query and sends nested values as JSON', async () => {
    const fetchMock = replying('{}');
    const client = createApiClient({ fetch: fetchMock });
    await client.apiGet('/shop/coupons/recv', { iid: 1, skip: undefined, none: null, couponIds: [3, 4] });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/shop/coupons/recv?iid=1&couponIds=%5B3%2C4%5D');
  });
});

describe('error kinds', () => {
  it('transport: a network failure rejects with 系统繁忙，请稍后再试', async () => {
    const client = createApiClient({ fetch: vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline'))) });
    const error = await rejection(client.call(coinAccount, { iid: 1 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'transport', message: '系统繁忙，请稍后再试', call: 'test.coin.account' });
    expect(TRANSPORT_MESSAGE).toBe('系统繁忙，请稍后再试');
  });

  it('transport: a 5xx reply, or a 4xx without a code, is a transport failure', async () => {
    const client5 = createApiClient({ fetch: replying('{"code":500,"msg":"boom"}', 502) });
    await expect(client5.call(coinAccount, { iid: 1 })).rejects.toMatchObject({ kind: 'transport', message: TRANSPORT_MESSAGE });
    const client4 = createApiClient({ fetch: replying('<html>Not Found</html>', 404) });
    await expect(client4.call(coinAccount, { iid: 1 })).rejects.toMatchObject({ kind: 'transport', message: TRANSPORT_MESSAGE });
  });

  it('server: a nonzero code rejects with that code and msg, also on a 4xx status', async () => {
    const client = createApiClient({ fetch: replying('{"code":40001,"msg":"积分不足"}') });
    await expect(client.call(coinAccount, { iid: 1 })).rejects.toMatchObject({ kind: 'server', code: 40001, message: '积分不足' });
    const client4 = createApiClient({ fetch: replying('{"code":400,"msg":"iid 参数错误"}', 400) });
    await expect(client4.call(coinAccount, { iid: 1 })).rejects.toMatchObject({ kind: 'server', code: 400, message: 'iid 参数错误' });
  });

  it('session: code 1000001 calls the registered hooks once, then rejects', async () => {
    const configured = vi.fn();
    const registered = vi.fn();
    const client = createApiClient({ fetch: replying('{"code":1000001,"msg":"登录已失效"}'), onSessionInvalid: configured });
    const remove = client.onSessionInvalid(registered);
    const error = await rejection(client.call(coinAccount, { iid: 1 }));
    expect(error).toMatchObject({ kind: 'session', code: SESSION_INVALID_CODE, message: '登录已失效' });
    expect(configured).toHaveBeenCalledTimes(1);
    expect(configured).toHaveBeenCalledWith(error);
    expect(registered).toHaveBeenCalledTimes(1);
    remove();
    await rejection(client.call(coinAccount, { iid: 1 }));
    expect(registered).toHaveBeenCalledTimes(1);
    expect(configured).toHaveBeenCalledTimes(2);
  });

  it('schema: a reply that does not match the declaration names the call and the field', async () => {
    const client = createApiClient({ fetch: replying('{"t":{"balance":"twenty"}}') });
    const error = await rejection(client.call(coinAccount, { iid: 1 }));
    expect(error).toMatchObject({ kind: 'schema', call: 'test.coin.account' });
    expect((error as ApiError).message).toBe(
      'reply of test.coin.account does not match its declaration: balance: Invalid input: expected number, received string',
    );
    expect(errorMessage(error)).toBe(TRANSPORT_MESSAGE);
  });

  it('schema: params that do not match the declaration are refused before anything is sent', async () => {
    const fetchMock = replying('{}');
    const client = createApiClient({ fetch: fetchMock });
    // @ts-expect-error iid must be a number
    await expect(client.call(coinAccount, { iid: 'x' })).rejects.toMatchObject({ kind: 'schema' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('errorMessage shows the server msg, and the transport message for anything else', () => {
    expect(errorMessage(new ApiError('server', '库存不足', { code: 3 }))).toBe('库存不足');
    expect(errorMessage(new ApiError('session', '登录已失效', { code: SESSION_INVALID_CODE }))).toBe('登录已失效');
    expect(errorMessage(new TypeError('x'))).toBe(TRANSPORT_MESSAGE);
  });
});

describe('retry', () => {
  it('retries a GET once after a transport failure', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('reset'))
      .mockResolvedValueOnce(new Response('{"t":{"balance":5}}'));
    const client = createApiClient({ fetch: fetchMock });
    await expect(client.call(coinAccount, { iid: 1 })).resolves.toEqual({ balance: 5 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second transport failure', async () => {
    const fetchMock = replying('', 503);
    const client = createApiClient({ fetch: fetchMock });
    await expect(client.call(coinAccount, { iid: 1 })).rejects.toMatchObject({ kind: 'transport' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never retries a POST, a gateway write, or a server error', async () => {
    const failing = vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('reset')));
    const client = createApiClient({ fetch: failing });
    await expect(client.call(transList, { iid: 1, pageNo: 1 })).rejects.toMatchObject({ kind: 'transport' });
    expect(failing).toHaveBeenCalledTimes(1);
    await expect(client.call(orderCreate, { iid: 1 })).rejects.toMatchObject({ kind: 'transport' });
    expect(failing).toHaveBeenCalledTimes(2);

    const serverError = replying('{"code":7,"msg":"不可重复"}');
    await expect(createApiClient({ fetch: serverError }).call(coinAccount, { iid: 1 })).rejects.toMatchObject({ kind: 'server' });
    expect(serverError).toHaveBeenCalledTimes(1);
  });
});

describe('timeout', () => {
  it('times out each attempt after 15 s by default: a GET fails as transport after two', async () => {
    vi.useFakeTimers();
    const fetchMock = hanging();
    const client = createApiClient({ fetch: fetchMock });
    const outcome = rejection(client.call(coinAccount, { iid: 1 }));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await outcome).toMatchObject({ kind: 'transport', message: TRANSPORT_MESSAGE });
  });

  it('honours the configured and the per-call timeout; a POST times out once', async () => {
    vi.useFakeTimers();
    const fetchMock = hanging();
    const client = createApiClient({ fetch: fetchMock, timeoutMs: 1000 });
    const post = rejection(client.call(transList, { iid: 1, pageNo: 1 }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await post).toMatchObject({ kind: 'transport' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const quick = rejection(client.call(transList, { iid: 1, pageNo: 1 }, { timeoutMs: 10 }));
    await vi.advanceTimersByTimeAsync(10);
    expect(await quick).toMatchObject({ kind: 'transport' });
  });
});

describe('abort', () => {
  it('rejects with the abort reason, aborts the request and does not retry', async () => {
    const fetchMock = hanging();
    const client = createApiClient({ fetch: fetchMock });
    const controller = new AbortController();
    const outcome = rejection(client.call(coinAccount, { iid: 1 }, { signal: controller.signal }));
    await Promise.resolve();
    controller.abort();
    expect(await outcome).toMatchObject({ name: 'AbortError' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(initOf(fetchMock).signal?.aborted).toBe(true);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const fetchMock = replying('{}');
    const controller = new AbortController();
    controller.abort();
    await expect(createApiClient({ fetch: fetchMock }).call(coinAccount, { iid: 1 }, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('any reply', () => {
  it('resolves or rejects with an ApiError, whatever the status and body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.json(), fc.constantFrom('{"code":1000001}', '{"t":{"balance":1}}', '{"code":"x"}', '{"code":null,"t":1}')),
        fc.constantFrom(200, 201, 204, 400, 401, 404, 500, 503),
        async (text, status) => {
          const body = status === 204 ? null : text;
          const client = createApiClient({ fetch: vi.fn<typeof fetch>(async () => new Response(body, { status })) });
          try {
            const result = await client.call(coinAccount, { iid: 1 });
            expect(result).toEqual({ balance: expect.any(Number) });
          } catch (error) {
            expect(error).toBeInstanceOf(ApiError);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
