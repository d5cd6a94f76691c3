import { dehydrate } from '@tanstack/react-query';
import { createApiClient } from '@tongxin/api-client';
import { prefetcher, ssrStateScript, type Prefetcher } from '@tongxin/api-client/react';
import { renderComplete, type PageRequest, type RenderedPage } from '@tongxin/ui/server';
import { StrictMode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createQueryClient } from './app/app';
import { appRoutes } from './app/router';

/** What a page module the router loaded may carry beside its Component. */
interface LandingRoute {
  /** The first screen's reads: a page that has them is rendered on the server. */
  prefetch?: (prefetch: Prefetcher) => Promise<unknown>;
  /** Its source, added by the server build (@tongxin/vite-config `pageSources`). */
  pageSource?: string;
}

/**
 * Renders the university's landing page on the server (its first screen arrives with the HTML), as the community's entry does:
 * the router matches the path and loads the page's module (its `lazy`), the page's `prefetch`
 * fills a query cache through `request.fetch`, and the app renders from it under a static data
 * router; the answers go with the HTML for `hydrateRoot`. Null for a page without `prefetch` (the
 * server sends index.html); rejects when the render fails or is too slow (index.html then too).
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, 'http://localhost');
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(url.href));
  // A redirect or an answer of its own is not a page to render.
  if (context instanceof Response) return null;
  const leaf = context.matches[context.matches.length - 1]?.route as LandingRoute | undefined;
  if (!leaf?.prefetch || context.statusCode !== 200) return null;

  const timeoutMs = request.timeoutMs ?? 3000;
  const client = createApiClient({ fetch: request.fetch, gatewayDomain: request.hostname, timeoutMs });
  const loading = createQueryClient();
  await leaf.prefetch(prefetcher(loading, client));
  // The render reads the cache the client will start from: what failed here is loading there too.
  const state = dehydrate(loading);
  loading.clear();
  const queryClient = createQueryClient(state);
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = await renderComplete(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {/* No hydration script: the CSP allows none, and no route has a loader whose data it would carry. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
    { timeoutMs, what: url.pathname, onSettled: () => queryClient.clear() },
  );
  return { body, tail: ssrStateScript(state), page: leaf.pageSource };
}
