import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { memberSignedIn, type MemberSession } from '../../app/session-slice';
import { createAppStore } from '../../app/store';

/** The session the page tests sign in with. */
export const TEST_MEMBER: MemberSession = { token: 't'.repeat(43), userId: 7, iid: 1000 };

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname + location.search}</p>;
}

/**
 * Renders a member page at `path` (matched by `route`) with the app's store, a query client and
 * a memory router; any other path renders its URL in `data-testid="elsewhere"`.
 */
export function renderMemberPage(page: ReactElement, options: { route: string; path: string; member?: MemberSession | null }) {
  const values = new Map<string, string>();
  const store = createAppStore({
    getItem: (k) => values.get(k) ?? null,
    setItem: (k, v) => void values.set(k, v),
    removeItem: (k) => void values.delete(k),
  });
  const member = options.member === undefined ? TEST_MEMBER : options.member;
  if (member) store.dispatch(memberSignedIn(member));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: options.route, element: page },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [options.path] },
  );
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  return { ...view, store, router };
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
