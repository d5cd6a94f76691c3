import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { moduleRoutes } from '../app/manifests';
import { createAppStore } from '../app/store';
import { MemberGate } from '../components/member-gate';
import { memberSignedIn, type MemberSession } from '../lib/session';

/** The session the page tests sign in with. */
export const TEST_MEMBER: MemberSession = { token: 't'.repeat(43), userId: 7, iid: 1000 };

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname + location.search}</p>;
}

/** Keeps the router's current path + query where the test can read it. */
function LocationProbe({ into }: { into: { current: string } }) {
  const location = useLocation();
  into.current = location.pathname + location.search;
  return null;
}

/**
 * Renders a page at `path` (matched by `route`) with the app's store, a query client and the
 * app's kind of router (declarative, as the app's BrowserRouter), behind the sign-in gate when
 * the manifest route of `route` says `auth: 'member'` (as the shell puts it); any other path
 * renders its URL in `data-testid="elsewhere"`. `location()` is the router's current path and query.
 * `from`: the page the member came from (one history entry before `path`, where a back goes).
 */
export function renderMemberPage(page: ReactElement, options: { route: string; path: string; member?: MemberSession | null; from?: string }) {
  const values = new Map<string, string>();
  const store = createAppStore({
    getItem: (k) => values.get(k) ?? null,
    setItem: (k, v) => void values.set(k, v),
    removeItem: (k) => void values.delete(k),
  });
  const member = options.member === undefined ? TEST_MEMBER : options.member;
  if (member) store.dispatch(memberSignedIn(member));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const current = { current: options.path };
  const gated = moduleRoutes.some((r) => r.path === options.route && r.auth === 'member');
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={options.from ? [options.from, options.path] : [options.path]}>
          <Routes>
            <Route path={options.route} element={gated ? <MemberGate>{page}</MemberGate> : page} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
          <LocationProbe into={current} />
        </MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
  return { ...view, store, location: () => current.current };
}

export type ApiHandler = (params: Record<string, unknown>) => unknown;

/**
 * Stubs fetch with handlers by API path ('/api/coin/sign'); each answers the reply body. GET
 * params come from the query string, POST params from the body. Unknown paths answer 404.
 * Returns the mock, whose calls list [path, params].
 */
export function mockApi(handlers: Record<string, ApiHandler>) {
  const calls: [string, Record<string, unknown>][] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const params: Record<string, unknown> =
      init?.method === 'POST' && typeof init.body === 'string'
        ? (JSON.parse(init.body) as Record<string, unknown>)
        : Object.fromEntries(url.searchParams);
    calls.push([url.pathname, params]);
    const handler = handlers[url.pathname];
    const body = handler ? handler(params) : { code: 404, msg: 'not found' };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
