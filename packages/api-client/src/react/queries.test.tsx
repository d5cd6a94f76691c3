import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, defineCall, type ApiClient, type CallDeclaration } from '../index';
import {
  ApiClientProvider,
  callInfiniteQueryOptions,
  callQueryKey,
  callQueryOptions,
  flattenPages,
  useApiClient,
  useCall,
  useCallInfinite,
  useCallMutation,
} from './index';

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

function wrapperFor(client: ApiClient) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>{children}</ApiClientProvider>
      </QueryClientProvider>
    );
  }
  return { queryClient, Wrapper };
}

describe('query keys and options', () => {
  it('keys a call by its declared name and params', () => {
    expect(callQueryKey(coinAccount, { iid: 1000 })).toEqual(['test.coin.account.get', { iid: 1000 }]);
    const client = createApiClient({ fetch: server(() => ({ balance: 1 })) });
    expect(callQueryOptions(client, coinAccount, { iid: 3 }).queryKey).toEqual(['test.coin.account.get', { iid: 3 }]);
  });

  it('useCall loads the declared result and caches it under the declaration key', async () => {
    const fetchMock = server((url) => ({ balance: Number(url.searchParams.get('iid')) * 2 }));
    const { queryClient, Wrapper } = wrapperFor(createApiClient({ fetch: fetchMock }));
    const { result } = renderHook(() => useCall(coinAccount, { iid: 21 }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ balance: 42 });
    expect(queryClient.getQueryData(['test.coin.account.get', { iid: 21 }])).toEqual({ balance: 42 });
  });

  it('useCall surfaces the ApiError, once, without query retries', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"code":5,"msg":"机构不存在"}'));
    const { Wrapper } = wrapperFor(createApiClient({ fetch: fetchMock }));
    const { result } = renderHook(() => useCall(coinAccount, { iid: 1 }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'server', message: '机构不存在' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('useCall waits while disabled', async () => {
    const fetchMock = server(() => ({ balance: 1 }));
    const { Wrapper } = wrapperFor(createApiClient({ fetch: fetchMock }));
    const { result } = renderHook(() => useCall(coinAccount, { iid: 1 }, { enabled: false }), { wrapper: Wrapper });
    // A query that would run starts fetching when it mounts: let the mount finish, then look.
    await act(async () => {});
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the options work with plain useQuery too', async () => {
    const client = createApiClient({ fetch: server(() => ({ balance: 9 })) });
    const { Wrapper } = wrapperFor(client);
    const { result } = renderHook(() => useQuery(callQueryOptions(useApiClient(), coinAccount, { iid: 1 })), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ balance: 9 }));
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
  const client = createApiClient({ fetch: server(() => ({ orderId: 'X' })) });
  const message = "test.order.create is a write (kind 'mutation'): use its mutation hook, not a query";

  it('declares the kind defineCall resolved', () => {
    expect(gatewayWrite.kind).toBe('mutation');
    expect(coinAccount.kind).toBe('query');
    expect(coinSign.kind).toBe('mutation');
  });

  it('callQueryOptions and callInfiniteQueryOptions refuse a mutation, by type and at run time', () => {
    // @ts-expect-error a write is not a QueryDeclaration
    expect(() => callQueryOptions(client, gatewayWrite, { iid: 1 })).toThrow(message);
    // @ts-expect-error a write is not a QueryDeclaration
    expect(() => callInfiniteQueryOptions(client, gatewayWrite, { iid: 1 })).toThrow(message);
    // A declaration typed loosely gets past the types, not the run-time check.
    const loose: CallDeclaration = gatewayWrite;
    expect(() => callQueryOptions(client, loose as typeof coinAccount, { iid: 1 })).toThrow(message);
  });

  it('useCall refuses a mutation before anything is sent', () => {
    const fetchMock = server(() => ({ orderId: 'X' }));
    const { Wrapper } = wrapperFor(createApiClient({ fetch: fetchMock }));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // @ts-expect-error a write is not a QueryDeclaration
    expect(() => renderHook(() => useCall(gatewayWrite, { iid: 1 }), { wrapper: Wrapper })).toThrow(message);
    spy.mockRestore();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('useCallMutation', () => {
  it('posts the variables and resolves with the declared result', async () => {
    const fetchMock = server((_url, body) => ({ coin: (body as { iid: number }).iid === 1000 ? 5 : 0 }));
    const { Wrapper } = wrapperFor(createApiClient({ fetch: fetchMock }));
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useCallMutation(coinSign, { onSuccess }), { wrapper: Wrapper });
    let value: unknown;
    await act(async () => {
      value = await result.current.mutateAsync({ iid: 1000 });
    });
    expect(value).toEqual({ coin: 5 });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
  });
});

/**
 * TanStack re-renders only for the result fields a render read; a page reads these, so the
 * test's hook reads them too.
 */
function tracked<T extends { data: unknown; hasNextPage: boolean; isSuccess: boolean; fetchNextPage: unknown }>(query: T) {
  const { data, hasNextPage, isSuccess, fetchNextPage } = query;
  return { data, hasNextPage, isSuccess, fetchNextPage } as Pick<T, 'data' | 'hasNextPage' | 'isSuccess' | 'fetchNextPage'>;
}

describe('infinite lists', () => {
  it('pages by pageNo/pageSize until a short page', async () => {
    const rows = [1, 2, 3, 4, 5];
    const fetchMock = server((url) => {
      const page = Number(url.searchParams.get('pageNo'));
      const size = Number(url.searchParams.get('pageSize'));
      return rows.slice((page - 1) * size, page * size).map((id) => ({ id }));
    });
    const { Wrapper } = wrapperFor(createApiClient({ fetch: fetchMock }));
    const { result } = renderHook(() => tracked(useCallInfinite(contentList, { iid: 1000 })), { wrapper: Wrapper });
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
    expect(flattenPages(result.current.data).map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(result.current.hasNextPage).toBe(false);
    expect(fetchMock.mock.calls.map((c) => new URL(String(c[0]), 'http://h5.test').searchParams.get('pageNo'))).toEqual(['1', '2', '3']);
  });

  it('pages by pageNumber/pageSize with { list, total } pages, stopping at total', async () => {
    const fetchMock = server((url) => {
      const page = Number(url.searchParams.get('pageNumber'));
      return { list: page <= 2 ? [{ id: page * 10 }, { id: page * 10 + 1 }] : [], total: 4 };
    });
    const client = createApiClient({ fetch: fetchMock });
    const { Wrapper } = wrapperFor(client);
    const options = callInfiniteQueryOptions(client, couponList, { status: 1 }, { pageSize: 2 });
    expect(options.queryKey).toEqual(['test.coupon.list', { status: 1 }, 'infinite']);
    const { result } = renderHook(() => tracked(useCallInfinite(couponList, { status: 1 }, { pageSize: 2 })), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(async () => {
      await result.current.fetchNextPage();
    });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(flattenPages(result.current.data)).toEqual([{ id: 10 }, { id: 11 }, { id: 20 }, { id: 21 }]);
    expect(result.current.hasNextPage).toBe(false);
    const url = new URL(String(fetchMock.mock.calls[1]?.[0]), 'http://h5.test');
    expect(url.searchParams.get('pageNumber')).toBe('2');
    expect(url.searchParams.get('pageSize')).toBe('2');
    expect(url.searchParams.get('status')).toBe('1');
  });
});
