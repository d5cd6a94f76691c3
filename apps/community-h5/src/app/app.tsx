import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { appRoutes } from './router';
import { Shell } from './shell';
import { localStore } from './storage';
import { createAppStore, type AppStore } from './store';

/**
 * The app's query cache, with the server's answers in it when the page was rendered there: the
 * server renders from this same cache, so the first render here shows what it showed.
 */
export function createQueryClient(state?: DehydratedState): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } } });
  if (state) hydrate(client, state);
  return client;
}

/** The store, the query cache and the shell under a router: the browser's, or the server's static one. */
export function AppFrame({ store, queryClient, router }: {
  store: AppStore;
  queryClient: QueryClient;
  router: (shell: ReactNode) => ReactNode;
}) {
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>{router(<Shell routes={appRoutes} />)}</QueryClientProvider>
    </Provider>
  );
}

const browserRouter = (shell: ReactNode) => <BrowserRouter>{shell}</BrowserRouter>;

/** The app in the browser; `state` is the server's dehydrated cache when it rendered the page. */
export function App({ state }: { state?: DehydratedState }) {
  const [queryClient] = useState(() => createQueryClient(state));
  const [store] = useState(() => createAppStore(localStore));
  return <AppFrame store={store} queryClient={queryClient} router={browserRouter} />;
}
