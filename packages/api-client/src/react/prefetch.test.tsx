import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, defineCall } from '../index';
import { ApiClientProvider, defineScope, prefetcher, useList, useRead } from './index';

const mainPage = defineCall({
  name: 'test.mainPage',
  transport: 'api',
  method: 'GET',
  uri: '/mainPage',
  params: z.object({ iid: z.number() }),
  result: z.object({ name: z.string() }),
});

const feed = defineCall({
  name: 'test.feed',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/content/list',
  params: z.object({ iid: z.number(), pageNo: z.number(), pageSize: z.number() }),
  result: z.object({ list: z.array(z.object({ id: z.number() })), total: z.number() }),
});

const open = defineScope({ name: 'public', use: () => ({ params: {}, key: null, ready: true }) });

describe('prefetcher', () => {
  it("puts answers under the keys useRead and useList read: the page shows them without calling", async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://h5.test');
      const body = url.pathname === '/api/mainPage' ? { t: { name: '同心' } } : { t: { list: [{ id: 1 }, { id: 2 }], total: 9 } };
      return new Response(JSON.stringify(body));
    });
    const client = createApiClient({ fetch: fetchMock });
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const prefetch = prefetcher(queryClient, client);
    await Promise.all([prefetch.read(mainPage, { iid: 1000 }), prefetch.list(feed, { iid: 1000 }, 2)]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('pageNo=1');

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>{children}</ApiClientProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({ main: useRead(open, mainPage, { iid: 1000 }), list: useList(open, feed, { iid: 1000 }, { pageSize: 2 }) }),
      { wrapper },
    );
    expect(result.current.main.data).toEqual({ name: '同心' });
    expect(result.current.list.rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect(result.current.list.hasNextPage).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves a failed call out of the cache', async () => {
    const client = createApiClient({ fetch: vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ code: 500, msg: '系统繁忙' }))) });
    const queryClient = new QueryClient();
    await prefetcher(queryClient, client).read(mainPage, { iid: 1000 });
    expect(queryClient.getQueryData(['test.mainPage', null, { iid: 1000 }])).toBeUndefined();
  });

  it("fills a scope that adds params (the tenant's iid) under the key the scope's hooks read", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ t: { name: '同心' } })));
    const client = createApiClient({ fetch: fetchMock });
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const byIid = z.object({ iid: z.number(), kind: z.number() });
    const tenantMain = defineCall({ ...mainPage, name: 'test.tenantMain', params: byIid });
    const tenant = defineScope({ name: 'tenant', use: () => ({ params: { iid: 1001 }, key: { iid: 1001 }, ready: true }) });
    await prefetcher(queryClient, client, { iid: 1001 }, { iid: 1001 }).read(tenantMain, { kind: 2 });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('iid=1001');

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>{children}</ApiClientProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useRead(tenant, tenantMain, { kind: 2 }), { wrapper });
    expect(result.current.data).toEqual({ name: '同心' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
