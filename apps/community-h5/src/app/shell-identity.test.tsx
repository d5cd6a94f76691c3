import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveIdentity } from './identity';
import { Shell } from './shell';
import { createAppStore } from './store';

vi.mock('./identity', () => ({ resolveIdentity: vi.fn() }));

function renderShell() {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ t: { mjs: '', adsList: [] } }))));
  const values = new Map<string, string>();
  const store = createAppStore({ getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v), removeItem: (k) => void values.delete(k) });
  render(
    <Provider store={store}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/app/info/contact']}>
          <Shell routes={[{ path: '/app/info/contact', element: <h1>联系我们</h1> }]} />
        </MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
  return store;
}

describe('the shell when the identity step fails', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an alert dialog with the message (spec §8) and goes on as a visitor', async () => {
    vi.mocked(resolveIdentity).mockResolvedValue({ status: 'failed', message: '微信授权失败，请重试' });
    const store = renderShell();
    expect(await screen.findByRole('heading', { name: '联系我们' })).toBeInTheDocument();
    expect(await screen.findByText('微信授权失败，请重试', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(store.getState().session.identity).toBeNull();
  });

  it('alerts a thrown failure too', async () => {
    vi.mocked(resolveIdentity).mockRejectedValue(new Error('系统繁忙，请稍后再试'));
    renderShell();
    expect(await screen.findByText('系统繁忙，请稍后再试', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
