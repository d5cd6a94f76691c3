import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { safeStorage } from '@tongxin/env-auth';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetKnownRoutes } from './route-memory';
import { Shell, SITE_INFO_RELOAD_MS } from './shell';
import { memberSignedIn } from '../lib/session';
import { createAppStore } from './store';
import { toRouteObjects } from './router';
import { UnknownRoute } from './unknown-route';

const ads = [
  {
    id: 2,
    type: 1,
    content: JSON.stringify({ title: '服务时长证明上线', text: '已开通线上申请' }),
  },
];

/** Hands the test the router's navigate and current path. */
function Probe({ into }: { into: { navigate?: NavigateFunction; path: string } }) {
  into.navigate = useNavigate();
  into.path = useLocation().pathname;
  return null;
}

function setup(start: string) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ t: { mjs: '', adsList: ads } }));
    }),
  );
  const map = new Map<string, string>();
  const store = createAppStore(
    safeStorage(() => ({
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    })),
  );
  const routes = [
    { path: '/app/index/:iid', element: <h1>首页</h1>, handle: { name: 'index', popup: true } },
    { path: '/app/info/contact', element: <h1>联系我们</h1>, handle: { name: 'contact' } },
    { path: '/app/pay/vip-buy', element: <h1>支付</h1>, handle: { name: 'vipBuy' } },
    { path: '/app/account/login', element: <h1>登录</h1> },
    // As manifests declare them: a member page, and a route whose :iid takes digits only.
    ...toRouteObjects([
      {
        path: '/app/account/point',
        page: async () => ({ Component: () => <h1>我的积分</h1> }),
        auth: 'member',
      },
      {
        path: '/app/order/:iid',
        page: async () => ({ Component: () => <h1>我的订单</h1> }),
        params: { iid: '\\d+' },
      },
    ]),
    { path: '*', element: <UnknownRoute />, handle: { unknown: true } },
  ];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const probe: { navigate?: NavigateFunction; path: string } = { path: start };
  render(
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[start]}>
          <Shell routes={routes} />
          <Probe into={probe} />
        </MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
  const router = {
    navigate: async (to: string) => {
      probe.navigate?.(to);
      await Promise.resolve();
    },
    path: () => probe.path,
  };
  const siteInfoCalls = () => calls.filter((u) => u.startsWith('/api/aboutme/get')).length;
  return { router, store, siteInfoCalls, map, calls };
}

describe('the shell', () => {
  beforeEach(() => {
    forgetKnownRoutes();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  // The shell and its popup load on real timers (the popup is a lazy chunk); the reload timer runs
  // on fake ones from the route change on, and the test moves the clock.
  it('loads site info, shows the popup on a landing page, and reloads it 4 s after a route change', async () => {
    const { router, siteInfoCalls } = setup('/app/index/1000');
    expect(await screen.findByRole('dialog', { name: '服务时长证明上线' })).toBeInTheDocument();
    expect(siteInfoCalls()).toBe(1);
    vi.useFakeTimers();
    await act(() => router.navigate('/app/info/contact'));
    // No popup over a page that did not opt in.
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(SITE_INFO_RELOAD_MS - 100));
    expect(siteInfoCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(siteInfoCalls()).toBe(2);
  });

  it('keeps the popup back until the page has loaded and painted', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { siteInfoCalls } = setup('/app/index/1000');
    await screen.findByRole('heading', { name: '首页' });
    await vi.waitFor(() => expect(siteInfoCalls()).toBe(1));
    // Site info has come back and chosen its popup: still nothing over the loading page.
    await expect(screen.findByRole('dialog', {}, { timeout: 1500 })).rejects.toThrow();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(await screen.findByRole('dialog', { name: '服务时长证明上线' })).toBeInTheDocument();
    readyState.mockRestore();
  });

  it('does not reload site info on /app/pay/ routes', async () => {
    const { router, siteInfoCalls } = setup('/app/info/contact');
    await screen.findByRole('heading', { name: '联系我们' });
    await vi.waitFor(() => expect(siteInfoCalls()).toBe(1));
    vi.useFakeTimers();
    await act(() => router.navigate('/app/pay/vip-buy'));
    await act(() => vi.advanceTimersByTimeAsync(SITE_INFO_RELOAD_MS * 2));
    expect(siteInfoCalls()).toBe(1);
  });

  it('sends an unknown route back to the previous named route', async () => {
    const { router } = setup('/app/info/contact');
    await screen.findByRole('heading', { name: '联系我们' });
    await act(() => router.navigate('/app/nothing/here'));
    await vi.waitFor(() => expect(router.path()).toBe('/app/info/contact'));
  });

  it('shows Error404 when an unknown route has nothing to go back to', async () => {
    setup('/app/nothing/here');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  });

  it('/app/order/:iid does not swallow /app/order/comment: it is unknown, so back to the previous named route', async () => {
    const { router } = setup('/app/order/1000');
    await screen.findByRole('heading', { name: '我的订单' });
    await act(() => router.navigate('/app/info/contact'));
    await screen.findByRole('heading', { name: '联系我们' });
    await act(() => router.navigate('/app/order/comment'));
    await vi.waitFor(() => expect(router.path()).toBe('/app/info/contact'));
    expect(screen.queryByRole('heading', { name: '我的订单' })).toBeNull();
  });

  it('shows Error404 for /app/order/ems opened directly', async () => {
    setup('/app/order/ems');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  });

  it("sends a signed-out visitor of a manifest's member route to sign-in", async () => {
    const signedOut = setup('/app/account/point');
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(signedOut.router.path()).toBe('/app/account/login');
    expect(screen.queryByRole('heading', { name: '我的积分' })).toBeNull();
  });

  it('shows a member route to the signed-in member', async () => {
    const { store, router } = setup('/app/info/contact');
    await screen.findByRole('heading', { name: '联系我们' });
    act(() => {
      store.dispatch(memberSignedIn({ token: 'k'.repeat(43), userId: 31, iid: 1000 }));
    });
    await act(() => router.navigate('/app/account/point'));
    expect(await screen.findByRole('heading', { name: '我的积分' })).toBeInTheDocument();
    expect(router.path()).toBe('/app/account/point');
  });

  it('sets the root font size after each navigation', async () => {
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      value: 375,
    });
    setup('/app/info/contact');
    await screen.findByRole('heading', { name: '联系我们' });
    expect(document.documentElement.style.fontSize).toBe('18.75px');
  });
});

describe('per-user site info', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks with the member's id in the member's own tenant only", async () => {
    const { store, router, calls } = setup('/app/index/1000');
    store.dispatch(memberSignedIn({ token: 'k'.repeat(43), userId: 31, iid: 1200 }));
    await screen.findByRole('heading', { name: '首页' });
    await vi.waitFor(() => expect(calls.some((u) => u.startsWith('/api/aboutme/get'))).toBe(true));
    expect(
      calls.filter((u) => u.startsWith('/api/aboutme/get')).every((u) => !u.includes('userId')),
    ).toBe(true);
    await act(() => router.navigate('/app/index/1200'));
    await vi.waitFor(() =>
      expect(
        calls.some(
          (u) =>
            u.startsWith('/api/aboutme/get') && u.includes('iid=1200') && u.includes('userId=31'),
        ),
      ).toBe(true),
    );
  });
});

describe('the shell session', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('keeps the tenant of the route and the channel of the query', async () => {
    const { store } = setup('/app/index/1200?cid=2001');
    await screen.findByRole('heading', { name: '首页' });
    await vi.waitFor(() =>
      expect(store.getState().session).toMatchObject({ iid: 1200, cid: 2001 }),
    );
    // jsdom's agent mentions Linux, which the spec groups with Android.
    expect(store.getState().session.environment).toBe('android');
  });
});
