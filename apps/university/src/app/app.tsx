import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { api } from '../lib/api';
import { clearCredentials } from '../lib/session';
import { routeNames } from '../lib/route-names';
import { createAppRouter } from './router';

/** The app's query cache, starting from a server render's answers when there are some (the page hydrates without asking again). */
export function createQueryClient(state?: DehydratedState): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
    },
  });
  if (state) hydrate(client, state);
  return client;
}

/** The app; `state` holds the answers of the page the server rendered, which it hydrates. */
export function App({ state }: { state?: DehydratedState } = {}) {
  const [queryClient] = useState(() => createQueryClient(state));
  const [router] = useState(createAppRouter);
  useEffect(
    // Code 1000001 from any call (spec §4, §8): the session is gone, so are its cached answers.
    () =>
      api.onSessionInvalid(() => {
        clearCredentials();
        queryClient.clear();
        void router.navigate(routeNames.UniversityFramePersonal, { replace: true });
      }),
    [queryClient, router],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
