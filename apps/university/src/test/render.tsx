import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { appRoutes } from '../app/router';

/** One fake server reply: a JSON body (or a function of the request's params and body). */
export type FakeReply = unknown | ((req: { params: URLSearchParams; body: unknown }) => unknown);

/**
 * Replaces fetch with a table of path → reply (under /api), recording every request, so a page
 * test runs the real client, decode rule and schemas against the replies the server documents.
 */
export function fakeServer(table: Record<string, FakeReply>) {
  const calls: { path: string; params: URLSearchParams; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, params: url.searchParams, body });
    if (!(path in table)) return new Response('not found', { status: 404 });
    const entry = table[path];
    const reply = typeof entry === 'function' ? (entry as (r: { params: URLSearchParams; body: unknown }) => unknown)({ params: url.searchParams, body }) : entry;
    return new Response(JSON.stringify(reply), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, table };
}

/**
 * Renders the app's own routes at a path, with a fresh query cache, once the router has loaded the
 * route's lazy page module. On a loaded machine that import alone can outlast a findBy's timeout;
 * waiting for it here keeps the test's waits about what the page shows, not about module loading.
 */
export async function renderRoute(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  if (!router.state.initialized) {
    await new Promise<void>((ready) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        ready();
      });
    });
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/** A getRegInfo reply for the apply home (no groups unless given). */
export function regInfoReply(status = 0, extra: Record<string, unknown> = {}) {
  return { code: 0, msg: 'ok', status, groups: '[]', regName: '', regSummary: '', regImage: '', statusImg: '', statusShowImg: '', refillReason: '', orderId: null, ...extra };
}
