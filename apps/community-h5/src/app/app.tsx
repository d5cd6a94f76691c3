import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { appRoutes } from './router';
import { Shell } from './shell';
import { localStore } from './storage';
import { createAppStore } from './store';

export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } } }),
  );
  const [store] = useState(() => createAppStore(localStore));
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Shell routes={appRoutes} />
        </BrowserRouter>
      </QueryClientProvider>
    </Provider>
  );
}
