import { dehydrate } from '@tanstack/react-query';
import { createApiClient, site } from '@tongxin/api-client';
import { prefetcher, ssrStateScript } from '@tongxin/api-client/react';
import { safeStorage } from '@tongxin/env-auth';
import { renderComplete, type PageRequest, type RenderedPage } from '@tongxin/ui/server';
import { StrictMode, type ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { AppFrame, createQueryClient } from './app/app';
import { preloadPage } from './app/router';
import { ssrRouteOf } from './app/ssr-route';
import { tenantOfRoute } from './components/route-iid';
import { createAppStore } from './app/store';

/**
 * Renders a landing page on the server, so its first screen arrives with the HTML: the page's `prefetch` fills a query cache
 * through `request.fetch`, the app renders from that cache with React's streaming renderer (every
 * lazy part resolved, so the HTML needs no inline script), and the cache goes with the HTML for
 * `hydrateRoot`. Null when the path is not a server-rendered route: the server sends index.html.
 * Rejects when the render fails or takes too long: the server sends index.html then too.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, 'http://localhost');
  const found = ssrRouteOf(url.pathname);
  if (!found) return null;
  const page = await found.route.page();
  if (!page.prefetch) return null;
  await preloadPage(found.route);

  const client = createApiClient({ fetch: request.fetch, gatewayDomain: request.hostname, timeoutMs: request.timeoutMs ?? 3000 });
  const loading = createQueryClient();
  await page.prefetch({
    params: found.params,
    search: url.search,
    prefetch: prefetcher(loading, client),
    scoped: (key, params) => prefetcher(loading, client, key, params),
  });
  // The tenant's look, which the shell reads for every page: its colour and tab bar in the HTML.
  const iid = tenantOfRoute(found.params.iid, url.search) ?? createAppStore(safeStorage(() => null)).getState().session.iid;
  await prefetcher(loading, client).read(site.look, { iid });
  // The render reads the cache the client will start from: what failed here is loading there too.
  const state = dehydrate(loading);
  loading.clear();
  const queryClient = createQueryClient(state);
  // Nobody is signed in on the server: the landing pages show what every visitor sees.
  const store = createAppStore(safeStorage(() => null));
  const location = url.pathname + url.search;
  const router = (shell: ReactNode) => <StaticRouter location={location}>{shell}</StaticRouter>;

  const timeoutMs = request.timeoutMs ?? 3000;
  const body = await renderComplete(
    <StrictMode>
      <AppFrame store={store} queryClient={queryClient} router={router} />
    </StrictMode>,
    { timeoutMs, what: url.pathname, onSettled: () => queryClient.clear() },
  );
  return { body, tail: ssrStateScript(state), page: page.pageSource };
}
