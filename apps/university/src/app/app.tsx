import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { api } from '../lib/api';
import { clearCredentials } from '../lib/session';
import { routeNames } from '../lib/route-names';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
        },
      }),
  );
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
