import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SessionProvider, type ConsoleSession } from '../lib/session';
import { consoleRoutes } from './routes';

/** antd's blue-7: white on it and it on its light tint both pass 4.5:1 (the default blue-6 does not). */
const PRIMARY = '#0958d9';

/** What every console page sits in: antd in Chinese, the query client and the session. */
export function Providers({ client, session, motion = true, children }: { client: QueryClient; session?: ConsoleSession | null; motion?: boolean; children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: PRIMARY, motion } }}>
      <QueryClientProvider client={client}>
        <SessionProvider {...(session === undefined ? {} : { initial: session })}>{children}</SessionProvider>
      </QueryClientProvider>
    </ConfigProvider>
  );
}

/** The console: its routes under /console. */
export function App({ routes = consoleRoutes }: { routes?: RouteObject[] }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 15_000, refetchOnWindowFocus: false } } }));
  const [router] = useState(() => createBrowserRouter(routes, { basename: '/console' }));
  return (
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  );
}
