import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, defineCall, type ApiClient, type CallDeclaration } from '../index';
import { ApiClientProvider, defineScope, scopedKey, useApiClient, useList, useRead, useRefetch, useWrite } from './index';

const coinAccount = defineCall({
  name: 'test.coin.account.get',
  transport: 'api',
  method: 'GET',
  uri: '/coin/account/get',
  params: z.object({ iid: z.number() }),
  result: z.object({ balance: z.number() }),
});

const coinSign = defineCall({
  name: 'test.coin.sign',
  transport: 'api',
  method: 'POST',
  uri: '/coin/sign',
  params: z.object({ iid: z.number() }),
  result: z.object({ coin: z.number() }),
});

const contentList = defineCall({
  name: 'test.content.list',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/content/list',
  params: z.object({ iid: z.number(), pageNo: z.number(), pageSize: z.number() }),
  result: z.array(z.object({ id: z.number() })),
  paging: { page: 'pageNo', defaultSize: 2 },
});

const couponList = defineCall({
  name: 'test.coupon.list',
  transport: 'api',
  method: 'GET',
  uri: '/shop/h5/coupon/list',
  params: z.object({ status: z.number(), pageNumber: z.number(), pageSize: z.number() }),
  result: z.object({ list: z.array(z.object({ id: z.number() })), total: z.number() }),
});

/** A fetch that answers from a function of the request URL and body. */
function server(answer: (url: URL, body: unknown) => unknown) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://h5.test');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    return new Response(JSON.stringify({ t: answer(url, body) }));
  });
}

function wrapperFor(client?: ApiClient) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        {client ? <ApiClientProvider client={client}>{children}</ApiClientProvider> : children}
      </QueryClientProvider>
    );
  }
  return { queryClient, Wrapper };
}

/** A public scope: nothing added, nothing in the key, always ready. */
const open = defineScope({ name: 'public', use: () => ({ params: {}, key: null, ready: true }) });

/** A tenant scope: adds the iid and keys by it. */
const tenantOf = (iid: number) => defineScope({ name: 'tenant', use: () => ({ params: { iid }, key: { iid }, ready: true }) });

/** A session scope as a test controls it. */
function sessionScope(state: { token: string | null }, onSessionExpired = vi.fn()) {
  return {
    onSessionExpired,
    scope: defineScope({
      name: 'member',
      notReady: '未登录',
      use: () => ({ params: { iid: 1000 }, key: { iid: 1000, token: state.token }, ready: state.token !== null, onSessionExpired }),
    }),
  };
}

describe('useRead', () => {
  it('adds the scope params and keys [name, scopeKey, params]', async () => {
    const fetchMock = server((url) => ({ balance: Number(url.searchParams.get('iid')) * 2 }));
    const { queryClient, Wrapper } = wrapperFor(createApiClient({ fetch: fetchMock }));
    const { result } = renderHook(() => useRead(tenantOf(21), coinAccount, {}), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ balance: 42 });
    expect(queryClient.getQueryData(['test.coin.account.get', { iid: 21 }, {}])).toEqual({ balance: 42 });
    expect(scopedKey(coinAccount, { iid: 21 }, {})).toEqual(['test.coin.account.get', { iid: 21 }, {}]);
  });

  it("uses the scope's own client without a provider", async () => {
    const client = createApiClient({ fetch: server(() => ({ balance: 9 })) });
    const scope = defineScope({ name: 'own', client, use: () => ({ params: {}, key: null, ready: true }) });
    const { Wrapper } = wrapperFor();
    const { result } = renderHook(() => useRead(scope, coinAccount, { iid: 1 }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ balance: 9 }));
  });

  it('surfaces the ApiError, once, without query retries; a public scope only errors on 1000001', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"code":1000001,"msg":"登录已失效，请重新登录"}'));
    const { Wrapper } = wrapperFor(createApiClient({ fetch: fetchMock }));
    const { result } = renderHook(() => useRead(open, coinAccount, { iid: 1 }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'session', message: '登录已失效，请重新登录' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("runs the scope's session action on 1000001", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"code":1000001,"msg":"登录已失效，请重新登录"}'));
    const { Wrapper } = wrapperFor(createApiClient({ fetch: fetchMock }));
    const { scope, onSessionExpired } = sessionScope({ token: 'x' });
    renderHook(() => useRead(scope, coinAccount, {}), { wrapper: Wrapper });
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
  });

  it('waits while the scope is not ready or the page disables it', async () => {
    const fetchMock = server(() => ({ balance: 1 }));
    const { Wrapper } = wrapperFor(createApiClient({ fetch: fetchMock }));
    const { scope } = sessionScope({ token: null });
    const { result } = renderHook(() => [useRead(scope, coinAccount, {}), useRead(open, coinAccount, { iid: 1 }, { enabled: false })], {
      wrapper: Wrapper,
    });
    // A query that would run starts fetching when it mounts: let the mount finish, then look.
    await act(async () => {});
    expect(result.current.map((q) => q.fetchStatus)).toEqual(['idle', 'idle']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('useApiClient outside a provider says what is missing', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useApiClient())).toThrow('useApiClient needs an <ApiClientProvider client={…}> above it');
    spy.mockRestore();
  });
});

/** A gateway write that travels as GET, like order.create. */
const gatewayWrite = defineCall({
  name: 'test.order.create',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/h5/order/create',
  params: z.object({ iid: z.number() }),
  result: z.object({ orderId: z.string() }),
});

describe('writes are refused where a read belongs', () => {
  const message = "test.order.create is a write (kind 'mutation'): use useWrite, not a read";

  it('declares the kind defineCall resolved', () => {
    expect(gatewayWrite.kind).toBe('mutation');
    expect(coinAccount.kind).toBe('query');
    expect(coinSign.kind).toBe('mutation');
  });

  it('useRead and useList refuse a mutation before anything is sent, by type and at run time', () => {
    const fetchMock = server(() => ({ orderId: 'X' }));
    const { Wrapper } = wrapperFor(createApiClient({ fetch: fetchMock }));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // @ts-expect-error a write is not a QueryDeclaration
    expect(() => renderHook(() => useRead(open, gatewayWrite, { iid: 1 }), { wrapper: Wrapper })).toThrow(message);
    // @ts-expect-error a write is not a QueryDeclaration
    expect(() => renderHook(() => useList(open, gatewayWrite, { iid: 1 }), { wrapper: Wrapper })).toThrow(message);
    // A declaration typed loosely gets past the types, not the run-time check.
    const loose: CallDeclaration = gatewayWrite;
    expect(() => renderHook(() => useRead(open, loose as typeof coinAccount, { iid: 1 }), { wrapper: Wrapper })).toThrow(message);
    spy.mockRestore();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('useWrite', () => {
  it('sends the params with the scope params, then invalidates what it declares', async () => {
    let balance = 1;
    const fetchMock = server((url, body) => {
      if (url.pathname.endsWith('/coin/sign')) {
        balance += 5;
        return { coin: (body as { iid: number }).iid === 1000 ? 5 : 0 };
      }
      return { balance };
    });
    const { Wrapper } = wrapperFor(createApiClient({ fetch: fetchMock }));
    const { scope } = sessionScope({ token: 'x' });
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () => ({ account: useRead(scope, coinAccount, {}), sign: useWrite(scope, coinSign, { invalidates: [coinAccount], onSuccess }) }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.account.data).toEqual({ balance: 1 }));
    let value: unknown;
    await act(async () => {
      value = await result.current.sign.mutateAsync({});
    });
    expect(value).toEqual({ coin: 5 });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('POST');
    await waitFor(() => expect(result.current.account.data).toEqual({ balance: 6 }));
  });

  it('refuses while the scope is not ready, sending nothing', async () => {
    const fetchMock = server(() => ({ coin: 1 }));
    const { Wrapper } = wrapperFor(createApiClient({ fetch: fetchMock }));
    const { scope } = sessionScope({ token: null });
    const { result } = renderHook(() => useWrite(scope, coinSign), { wrapper: Wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync({})).rejects.toThrow('未登录');
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

/**
 * TanStack re-renders only for the result fields a render read; a page reads these, so the
 * test's hook reads them too.
 */
function tracked<T extends { rows: unknown; data: unknown; hasNextPage: boolean; isSuccess: boolean; fetchNextPage: unknown }>(query: T) {
  const { rows, data, hasNextPage, isSuccess, fetchNextPage } = query;
  return { rows, data, hasNextPage, isSuccess, fetchNextPage } as Pick<T, 'rows' | 'data' | 'hasNextPage' | 'isSuccess' | 'fetchNextPage'>;
}

describe('useList', () => {
  it('pages by pageNo/pageSize until a short page', async () => {
    const rows = [1, 2, 3, 4, 5];
    const fetchMock = server((url) => {
      const page = Number(url.searchParams.get('pageNo'));
      const size = Number(url.searchParams.get('pageSize'));
      return rows.slice((page - 1) * size, page * size).map((id) => ({ id }));
    });
    const { Wrapper } = wrapperFor(createApiClient({ fetch: fetchMock }));
    const { result } = renderHook(() => tracked(useList(tenantOf(1000), contentList, {})), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(true);
    await act(async () => {
      await result.current.fetchNextPage();
    });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    await act(async () => {
      await result.current.fetchNextPage();
    });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(3));
    expect(result.current.rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(result.current.hasNextPage).toBe(false);
    expect(fetchMock.mock.calls.map((c) => new URL(String(c[0]), 'http://h5.test').searchParams.get('pageNo'))).toEqual(['1', '2', '3']);
  });

  it('pages by pageNumber/pageSize with { list, total } pages, stopping at total, keyed with its page size', async () => {
    const fetchMock = server((url) => {
      const page = Number(url.searchParams.get('pageNumber'));
      return { list: page <= 2 ? [{ id: page * 10 }, { id: page * 10 + 1 }] : [], total: 4 };
    });
    const { queryClient, Wrapper } = wrapperFor(createApiClient({ fetch: fetchMock }));
    const { result } = renderHook(() => tracked(useList(open, couponList, { status: 1 }, { pageSize: 2 })), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(['test.coupon.list', null, { status: 1, pageSize: 2 }])).toBeDefined();
    await act(async () => {
      await result.current.fetchNextPage();
    });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.rows).toEqual([{ id: 10 }, { id: 11 }, { id: 20 }, { id: 21 }]);
    expect(result.current.hasNextPage).toBe(false);
    const url = new URL(String(fetchMock.mock.calls[1]?.[0]), 'http://h5.test');
    expect(url.searchParams.get('pageNumber')).toBe('2');
    expect(url.searchParams.get('pageSize')).toBe('2');
    expect(url.searchParams.get('status')).toBe('1');
  });

  it('useRefetch reloads every cached answer of a call', async () => {
    let n = 0;
    const fetchMock = server(() => ({ balance: ++n }));
    const { Wrapper } = wrapperFor(createApiClient({ fetch: fetchMock }));
    const { result } = renderHook(() => ({ account: useRead(tenantOf(1), coinAccount, {}), refetch: useRefetch() }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.account.data).toEqual({ balance: 1 }));
    await act(async () => {
      await result.current.refetch([coinAccount]);
    });
    await waitFor(() => expect(result.current.account.data).toEqual({ balance: 2 }));
  });
});
