import { readSsrState } from '@tongxin/api-client/react';
import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { ssrRouteOf } from './app/ssr-route';
import { renderPage } from './entry-server';
import { actDetail } from './modules/act/testing/act-detail';
import { mockApi, type ApiHandler } from './test/render-page';

const main = {
  iid: 1000,
  name: '同心志愿者联合会',
  slogan: '一起做点好事',
  logo: '',
  banners: [
    { title: '植树节', image: '/banner-1.svg', link: '/app/act/1000/detail/1' },
    { title: '特权卡', image: '/banner-2.svg', link: '/app/info/vipWelfare/1000' },
  ],
  navs: [{ title: '领券中心', image: '/n.svg', link: '/app/index/1000/coupon' }],
  notice: '服务时长证明上线',
};

const feedItem = { id: 1, title: '社区义诊周六开始', summary: '', image: '/c.svg', link: '/app/info/1', tag: '', publishedAt: '2026-11-09T20:30:00Z' };

/** The tenant's look, which the server render reads for every page (the shell's colour and tabs). */
const look = { themeColor: '#1989fa', tabs: ['home', 'act', 'mine'], modules: ['act', 'mall', 'member'] };

const homeApi: Record<string, ApiHandler> = {
  '/api/mainPage': () => ({ t: main }),
  '/api/page/show': () => ({ t: { page_show: ['banner', 'notice', 'nav', 'sections', 'content'].map((type) => ({ type })) } }),
  '/api/app/download/info': () => ({ t: { downInfo: null } }),
  '/api/pageShow.list': () => ({ t: [] }),
  '/api/pageContent/list': () => ({ t: { list: [feedItem], total: 1 } }),
  '/api/aboutme/get': () => ({ t: { adsList: [] } }),
  '/api/site/look': () => ({ t: look }),
};

/** The server's render of a path, as the server sends it: its markup and the answers after it. */
async function serverRender(url: string, fetch: typeof globalThis.fetch) {
  const page = await renderPage({ url, hostname: 'localhost', fetch });
  if (!page) return null;
  let html = '';
  for await (const chunk of page.body) html += String(chunk);
  return { html, tail: page.tail };
}

describe('the server render of the landing pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the home with its data: the tenant, the blocks, the largest image at high priority', async () => {
    const api = mockApi(homeApi);
    const page = await serverRender('/app/index/1000', api.fetchMock);
    expect(page).not.toBeNull();
    const { html, tail } = page!;
    expect(html).toContain('<h1 class="home-header__name">同心志愿者联合会</h1>');
    expect(html).toContain('服务时长证明上线');
    expect(html).toContain('领券中心');
    expect(html).toContain('社区义诊周六开始');
    // The first banner is in the markup, fetched at once at high priority; the second waits.
    expect(html).toMatch(/<img src="\/banner-1.svg" alt="" decoding="sync" fetchpriority="high"/);
    expect(html).not.toContain('/banner-2.svg');
    expect(html).not.toContain('首页加载中');
    // The answers travel with the page, in an inert JSON script that nothing can close early.
    expect(tail).toMatch(/^<script id="ssr-state" type="application\/json">/);
    const state = JSON.parse(tail.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')) as { queries: { queryKey: unknown[] }[] };
    expect(state.queries.map((q) => q.queryKey[0]).sort()).toEqual(['home.downloadInfo', 'home.feed', 'home.mainPage', 'home.pageShow', 'home.sections', 'site.look']);
    expect(api.calls.map(([path]) => path).sort()).toEqual(['/api/app/download/info', '/api/mainPage', '/api/page/show', '/api/pageContent/list', '/api/pageShow.list', '/api/site/look']);
  });

  it('renders the loading state where a call failed, and leaves that call to the browser', async () => {
    const api = mockApi({ ...homeApi, '/api/mainPage': () => ({ code: 500, msg: '系统繁忙' }) });
    const { html, tail } = (await serverRender('/app/index/1000?type=0', api.fetchMock))!;
    expect(html).toContain('首页加载中');
    expect(tail).not.toContain('home.mainPage');
  });

  it('escapes the answers so that a stored text cannot end the script', async () => {
    const api = mockApi({ ...homeApi, '/api/mainPage': () => ({ t: { ...main, notice: '</script><script>alert(1)</script>' } }) });
    const { tail } = (await serverRender('/app/index/1000', api.fetchMock))!;
    expect(tail.match(/<\/script>/g)).toHaveLength(1);
    expect(tail).toContain('\\u003c/script>');
  });

  it('leaves pages that are not landing pages to the browser', async () => {
    const api = mockApi(homeApi);
    expect(ssrRouteOf('/app/index/1000')).not.toBeNull();
    expect(await renderPage({ url: '/app/account/point', hostname: 'localhost', fetch: api.fetchMock })).toBeNull();
    expect(await renderPage({ url: '/app/index/1000/coupon', hostname: 'localhost', fetch: api.fetchMock })).toBeNull();
    expect(await renderPage({ url: '/app/no/such/page', hostname: 'localhost', fetch: api.fetchMock })).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('hydrates the server HTML without a React warning and without asking again', async () => {
    const server = mockApi(homeApi);
    const { html, tail } = (await serverRender('/app/index/1000', server.fetchMock))!;

    window.history.pushState({}, '', '/app/index/1000');
    const host = document.createElement('div');
    host.innerHTML = `<div id="root">${html}</div>${tail}`;
    document.body.append(host);
    const browser = mockApi(homeApi);
    const errors = vi.spyOn(console, 'error');
    const state = readSsrState(document);
    expect(state).toBeDefined();
    await preloadPage(ssrRouteOf('/app/index/1000')!.route);

    const root = host.querySelector('#root')!;
    const first = root.querySelector('img[fetchpriority="high"]');
    const hydrated = await act(async () =>
      hydrateRoot(
        root,
        <StrictMode>
          <App state={state} />
        </StrictMode>,
      ),
    );
    // The shell's own per-visitor call goes out once the environment is known; the page's do not.
    await waitFor(() => expect(browser.calls.map(([path]) => path)).toEqual(['/api/aboutme/get']));
    expect(screen.getByRole('heading', { name: '同心志愿者联合会' })).toBeVisible();
    expect(screen.getByText('社区义诊周六开始')).toBeInTheDocument();
    // Hydrated, not rendered again: the server's elements are the ones on screen.
    expect(root.querySelector('img[fetchpriority="high"]')).toBe(first);
    // Server and browser render in one process here: React warns that two renderers share the contexts (never so in use).
    const twoRenderers = /multiple renderers concurrently rendering the same context provider/;
    expect(errors.mock.calls.filter(([message]) => !twoRenderers.test(String(message)))).toEqual([]);

    act(() => hydrated.unmount());
    host.remove();
    errors.mockRestore();
  });
});

const actCard = (id: number, title: string) => {
  const { cover, startAt, endAt, days, originCity, province, destination, difficulty, tags, price, enrolled, quota, state } = actDetail();
  return { id, title, cover, startAt, endAt, days, originCity, province, destination, difficulty, tags, price, enrolled, quota, state };
};
const goods = (id: number, title: string) => ({ id, title, image: `/g${id}.svg`, price: 1990, linePrice: 2990, sales: 3, stock: 5, state: 1, limit: 0, categoryId: 7, storeId: null });

/** The activity list's and the goods list's calls (the gateway's by `uri`), and the shell's. */
const listsApi: Record<string, ApiHandler> = {
  '/h5/getjsonp': (p) =>
    p.uri === '/v1/distribution/act/list'
      ? { t: { list: [actCard(4, '急救员培训'), actCard(5, '双月湾露营')], total: 2 } }
      : p.uri === '/v1/act/province/list'
        ? { t: { provinces: [{ name: '广东', count: 2 }], tags: ['培训'] } }
        : p.uri === '/v1/item/list'
          ? { t: { list: [goods(11, '爱心帆布袋'), goods(12, '公益笔记本')], total: 2 } }
          : { code: 404, msg: 'no' },
  '/api/mall/category/list': () => ({ t: [{ id: 7, name: '文创', image: '', count: 2 }] }),
  '/api/aboutme/get': () => ({ t: { adsList: [] } }),
  '/api/site/look': () => ({ t: look }),
};

const LIST_PAGES = [
  { url: '/app/act/1000', texts: ['急救员培训', '双月湾露营', '培训'], keys: ['act.list', 'act.provinces', 'site.look'], heading: '活动' },
  { url: '/app/store/1000/list?sort=sales', texts: ['爱心帆布袋', '公益笔记本', '文创'], keys: ['mall.categories', 'mall.itemList', 'site.look'], heading: '公益商城' },
];

describe('the server render of the activity list and the goods list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(LIST_PAGES)('renders $url with its first page of data, asked as the tenant', async ({ url, texts, keys }) => {
    const api = mockApi(listsApi);
    const { html, tail } = (await serverRender(url, api.fetchMock))!;
    for (const text of texts) expect(html).toContain(text);
    expect(html).not.toContain('加载中');
    const state = JSON.parse(tail.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')) as { queries: { queryKey: unknown[] }[] };
    expect(state.queries.map((q) => q.queryKey[0]).sort()).toEqual(keys);
    // The page's own reads are keyed by the tenant's scope; the look (read by the shell) asks with the tenant's iid, as every call here does.
    expect(state.queries.filter((q) => q.queryKey[0] !== 'site.look').every((q) => JSON.stringify(q.queryKey[1]) === '{"iid":1000}')).toBe(true);
    expect(api.calls.every(([, params]) => params.iid === '1000')).toBe(true);
  });

  it('filters the first page as the URL does', async () => {
    const goodsApi = mockApi(listsApi);
    await serverRender('/app/store/1000/list?catId=7&sort=sales', goodsApi.fetchMock);
    expect(goodsApi.calls.find(([, p]) => p.uri === '/v1/item/list')?.[1]).toMatchObject({ catId: '7', sortBy: 'sales', pageNo: '1' });
    const api = mockApi(listsApi);
    await serverRender('/app/act/1000?tag=%E5%9F%B9%E8%AE%AD&sortBy=2', api.fetchMock);
    expect(api.calls.find(([, p]) => p.uri === '/v1/distribution/act/list')?.[1]).toMatchObject({ tag: '培训', sortBy: '2', pageNo: '1' });
  });

  it.each(LIST_PAGES)('hydrates $url without asking for its data again', async ({ url, texts, heading }) => {
    const { html, tail } = (await serverRender(url, mockApi(listsApi).fetchMock))!;
    window.history.pushState({}, '', url);
    const host = document.createElement('div');
    host.innerHTML = `<div id="root">${html}</div>${tail}`;
    document.body.append(host);
    const browser = mockApi(listsApi);
    const errors = vi.spyOn(console, 'error');
    await preloadPage(ssrRouteOf(new URL(url, 'http://x').pathname)!.route);
    const root = host.querySelector('#root')!;
    const first = root.querySelector('h1');
    const hydrated = await act(async () => hydrateRoot(root, <App state={readSsrState(document)} />));
    await waitFor(() => expect(browser.calls.map(([path]) => path)).toEqual(['/api/aboutme/get']));
    expect(screen.getByRole('heading', { name: heading })).toBeVisible();
    expect(screen.getByText(texts[0]!)).toBeVisible();
    // Hydrated, not rendered again (a mismatch would make React log and replace the server's elements).
    expect(root.querySelector('h1')).toBe(first);
    const twoRenderers = /multiple renderers concurrently rendering the same context provider/;
    expect(errors.mock.calls.filter(([message]) => !twoRenderers.test(String(message)))).toEqual([]);
    act(() => hydrated.unmount());
    host.remove();
    errors.mockRestore();
  });
});
