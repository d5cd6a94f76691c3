import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveIdentity } from './identity';
import { addressWithout, Shell } from './shell';
import { createAppStore } from './store';

vi.mock('./identity', () => ({ resolveIdentity: vi.fn() }));

function Contact() {
  const { search } = useLocation();
  return (
    <>
      <h1>联系我们</h1>
      <p data-testid="search">{search}</p>
    </>
  );
}

function renderShell(entry = '/app/info/contact') {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ t: { mjs: '', adsList: [] } }))));
  const values = new Map<string, string>();
  const store = createAppStore({ getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v), removeItem: (k) => void values.delete(k) });
  render(
    <Provider store={store}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[entry]}>
          <Shell routes={[{ path: '/app/info/contact', element: <Contact /> }]} />
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

describe('the shell once the identity step took its parameters out of the address', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it("drops them from the router's location too, so a page's next query change cannot put a ticket back", async () => {
    vi.mocked(resolveIdentity).mockImplementation(async () => {
      // env-auth strips the ticket with history.replaceState, outside the router.
      window.history.replaceState(null, '', '/app/info/contact?from=mini');
      return { status: 'ready', identity: null, member: null };
    });
    renderShell('/app/info/contact?idTicket=claims.mac&from=mini');
    await screen.findByTestId('search');
    await vi.waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^\?from=mini$/));
  });

  it('reads what is gone by name, only for the same page', () => {
    const at = { pathname: '/app/step/count', search: '?idTicket=t&werunCode=c', hash: '' };
    const bar = (search: string, pathname = '/app/step/count', hash = '') => ({ pathname, search, hash });
    expect(addressWithout(at, bar('?werunCode=c'))).toBe('/app/step/count?werunCode=c');
    expect(addressWithout(at, bar(''))).toBe('/app/step/count');
    expect(addressWithout(at, bar('?werunCode=c&idTicket=t'))).toBeNull();
    expect(addressWithout(at, bar('', '/'))).toBeNull();
    // Back from WeChat's authorise page: the code, the state and the #wechat_redirect marker go.
    const oauth = { pathname: '/app/account/personal', search: '?code=c1&state=s1', hash: '#wechat_redirect' };
    expect(addressWithout(oauth, bar('', '/app/account/personal'))).toBe('/app/account/personal');
    expect(addressWithout({ ...oauth, search: '' }, bar('', '/app/account/personal', '#top'))).toBeNull();
  });
});
