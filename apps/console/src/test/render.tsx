import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { Providers } from '../app/app';
import { consoleRoutes } from '../app/routes';
import type { ConsoleSession } from '../lib/session';

/** One fake server reply: a body, or a function of the request's params and body. */
export type FakeReply = ((req: { params: URLSearchParams; body: Record<string, unknown> }) => unknown) | { readonly [key: string]: unknown };

/**
 * Replaces fetch with a table of /api path → reply, recording every request, so a page test runs
 * the real client, decode rule and the declarations' schemas against the server's documented replies.
 */
export function fakeServer(table: Record<string, FakeReply>) {
  const calls: { path: string; params: URLSearchParams; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace(/^\/api/, '');
      const body = (typeof init?.body === 'string' ? JSON.parse(init.body) : {}) as Record<string, unknown>;
      calls.push({ path, params: url.searchParams, body });
      if (!(path in table)) return new Response('not found', { status: 404 });
      const entry = table[path];
      const reply = typeof entry === 'function' ? (entry as (r: { params: URLSearchParams; body: Record<string, unknown> }) => unknown)({ params: url.searchParams, body }) : entry;
      return new Response(JSON.stringify(reply), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return { calls };
}

/** A session as sign-in leaves it: an account of tenant 1000 (or none, an operator) with these roles. */
export function sessionOf(roles: string[], iid: number | null = 1000, name = '同心负责人'): ConsoleSession {
  return {
    token: 'console-session-token-0123456789',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    staff: { id: 7, iid, name, mobile: '13800001000', roles, disabled: false, lastSignInAt: null, createdAt: new Date().toISOString() },
  };
}

/** The `me` reply of a session. */
export function meReply(session: ConsoleSession) {
  return { t: { staff: session.staff, tenantName: session.staff.iid ? '同心' : null, operator: session.staff.roles.includes('platform'), sessionExpiresAt: session.expiresAt } };
}

/** Renders the console's own routes at a path (without the /console base), once the route's lazy modules have loaded. */
export async function renderConsole(path: string, session: ConsoleSession | null = null) {
  const router = createMemoryRouter(consoleRoutes, { initialEntries: [path] });
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
    // No animations: a test waits for what is shown, not for a transition to end.
    <Providers client={client} session={session} motion={false}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, client };
}
