import { readSsrState } from '@tongxin/api-client/react';
import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { loadRoutesOf } from './app/router';
import { renderPage } from './entry-server';
import { fakeServer } from './test/render';

afterEach(() => vi.unstubAllGlobals());

const home = {
  '/domain/goIndexByIid': { iid: 3073, name: '同心大学招生报名', indexPath: '/app/university/frame/home' },
  '/university/page-show': {
    code: 0,
    msg: 'ok',
    page_show: [
      { type: 'banner', title: '招生报名', image: '', text: '', link: '/app/university/apply/home' },
      { type: 'text', title: '学校简介', image: '', text: '以理工为主的研究型大学', link: '' },
    ],
  },
};

/** The server's render of a path, as the server sends it: its markup and the answers after it. */
async function serverRender(url: string, fetch: typeof globalThis.fetch) {
  const page = await renderPage({ url, hostname: 'localhost', fetch });
  if (!page) return null;
  let html = '';
  for await (const chunk of page.body) html += String(chunk);
  return { html, tail: page.tail };
}

describe("the server render of the university's home", () => {
  it('renders the home with its two answers, asked through the given fetch', async () => {
    const server = fakeServer(home);
    const page = await serverRender('/app/university/frame/home', server.fetchMock);
    expect(page).not.toBeNull();
    expect(page!.html).toContain('<h1 style="font-size:20px;margin:8px 0 12px">同心大学招生报名</h1>');
    expect(page!.html).toContain('以理工为主的研究型大学');
    expect(page!.html).toContain('aria-label="主导航"');
    expect(page!.html).not.toContain('加载中');
    const state = JSON.parse(page!.tail.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')) as { queries: { queryKey: unknown[] }[] };
    expect(state.queries.map((q) => q.queryKey[0]).sort()).toEqual(['site.goIndexByIid', 'university.getPageShow']);
    expect(server.calls.map((c) => c.path).sort()).toEqual(['/domain/goIndexByIid', '/university/page-show']);
  });

  it('leaves every other page to the browser', async () => {
    const server = fakeServer(home);
    expect(await renderPage({ url: '/app/university/frame/personal', hostname: 'localhost', fetch: server.fetchMock })).toBeNull();
    expect(await renderPage({ url: '/app/university/apply/home', hostname: 'localhost', fetch: server.fetchMock })).toBeNull();
    expect(await renderPage({ url: '/app/university/no/such/page', hostname: 'localhost', fetch: server.fetchMock })).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('hydrates the server HTML without a React warning and without asking again', async () => {
    const { html, tail } = (await serverRender('/app/university/frame/home', fakeServer(home).fetchMock))!;
    window.history.pushState({}, '', '/app/university/frame/home');
    const host = document.createElement('div');
    host.innerHTML = `<div id="root">${html}</div>${tail}`;
    document.body.append(host);
    const browser = fakeServer(home);
    const errors = vi.spyOn(console, 'error');
    await loadRoutesOf('/app/university/frame/home');
    const root = host.querySelector('#root')!;
    const heading = root.querySelector('h1');
    const hydrated = await act(async () =>
      hydrateRoot(
        root,
        <StrictMode>
          <App state={readSsrState(document)} />
        </StrictMode>,
      ),
    );
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: '同心大学招生报名' })).toBeVisible());
    expect(screen.getByText('以理工为主的研究型大学')).toBeVisible();
    // Hydrated, not rendered again: the server's elements are the ones on screen, and nothing was asked.
    expect(root.querySelector('h1')).toBe(heading);
    expect(browser.calls).toEqual([]);
    // Server and browser render in one process here: React warns that two renderers share the contexts (never so in use).
    const twoRenderers = /multiple renderers concurrently rendering the same context provider/;
    expect(errors.mock.calls.filter(([message]) => !twoRenderers.test(String(message)))).toEqual([]);
    act(() => hydrated.unmount());
    host.remove();
    errors.mockRestore();
  });
});
