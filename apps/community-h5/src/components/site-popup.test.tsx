import { render as renderRaw, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelChanged } from '../lib/session';
import { createAppStore } from '../app/store';
import { appEnv } from '../lib/env';
import { choosePopup } from '../lib/popup';
import SitePopup from './site-popup';

const coupon = {
  id: 1001,
  name: '满100减10元券',
  discountType: 1,
  minusPrice: 1000,
  fullPrice: 10000,
  endTime: '2030-12-31T15:59:59.000Z',
};
const member = { token: 'token-0123456789abcdef', userId: 7, iid: 1000 };

function popupOf(type: number, content: unknown) {
  const chosen = choosePopup(
    [{ id: 9, type, content: JSON.stringify(content) }],
    'browser',
    () => false,
  );
  if (!chosen) throw new Error('unreadable popup');
  return chosen;
}

afterEach(() => vi.unstubAllGlobals());

/** Renders on the home page with the app's store (links carry the session's channel). */
function render(popup: React.ReactElement, options: { cid?: number } = {}) {
  const values = new Map<string, string>();
  const store = createAppStore({
    getItem: (k) => values.get(k) ?? null,
    setItem: (k, v) => void values.set(k, v),
    removeItem: (k) => void values.delete(k),
  });
  if (options.cid) store.dispatch(channelChanged(options.cid));
  return renderRaw(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/app/index/1000']}>
        <Routes>
          <Route path="/app/index/:iid" element={popup} />
          <Route path="/app/account/login" element={<h1>登录</h1>} />
          <Route path="/app/store/:iid/detail/:id" element={<h1>商品详情</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('the shell popup: claim (type 5)', () => {
  it('claims with the member session, says 领取成功 and closes', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ t: 1 })));
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    render(
      <SitePopup
        popup={popupOf(5, { title: '券包', coupons: [coupon] })}
        iid={1000}
        member={member}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('dialog', { name: '券包' })).toHaveTextContent('满100减10元券');
    await userEvent.click(screen.getByRole('button', { name: '立即领取' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/shop/coupons/recv');
    expect(JSON.parse(String(init.body))).toEqual({
      iid: 1000,
      token: member.token,
      couponIds: '[1001]',
    });
    expect(await screen.findByText('领取成功')).toBeInTheDocument();
  });

  it('a failed claim shows the server message and closes (spec §8)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 404, msg: '优惠券不存在或已过期' }))),
    );
    const onClose = vi.fn();
    render(
      <SitePopup
        popup={popupOf(5, { coupons: [coupon] })}
        iid={1000}
        member={member}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '立即领取' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('优惠券不存在或已过期')).toBeInTheDocument();
  });

  it('without a session sends the visitor to sign in and keeps the popup for later', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    render(
      <SitePopup
        popup={popupOf(5, { title: '券包', coupons: [coupon] })}
        iid={1000}
        member={null}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '立即领取' }));
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(await screen.findByText('请先登录后领取')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('still records a close of the visitor’s own after a sign-in prompt it stayed open for', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const onClose = vi.fn();
    // The popup outlives the sign-in navigation here (it is rendered outside the routes).
    const values = new Map<string, string>();
    const store = createAppStore({
      getItem: (k) => values.get(k) ?? null,
      setItem: (k, v) => void values.set(k, v),
      removeItem: (k) => void values.delete(k),
    });
    renderRaw(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/app/index/1000']}>
          <SitePopup
            popup={popupOf(5, { coupons: [coupon] })}
            iid={1000}
            member={null}
            onClose={onClose}
          />
        </MemoryRouter>
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '立即领取' }));
    await screen.findByRole('button', { name: '立即领取' });
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('the shell popup: links', () => {
  it('links app paths through the builder (with the channel) and follows them in the app', async () => {
    const onClose = vi.fn();
    render(
      <SitePopup
        popup={popupOf(2, {
          contents: [
            {
              image: '/a.svg',
              title: '帆布袋',
              price: 2990,
              costV2: 4900,
              link: '/app/store/1000/detail/3',
            },
            { image: '', title: '徽章', price: 500, costV2: 0, link: 'javascript:alert(1)' },
          ],
        })}
        iid={1000}
        member={null}
        onClose={onClose}
      />,
      { cid: 2001 },
    );
    const dialog = screen.getByRole('dialog', { name: '推荐' });
    expect(dialog).toHaveTextContent('帆布袋¥29.90¥49.00');
    expect(dialog).toHaveTextContent('徽章¥5.00');
    // The javascript: link is shown as content, not as a link.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    const link = screen.getByRole('link', { name: /帆布袋/ });
    expect(link).toHaveAttribute('href', '/app/store/1000/detail/3?cid=2001');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: '商品详情' })).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sends /app/page links to the main site and http(s) links where they point', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const onClose = vi.fn();
    render(
      <SitePopup
        popup={popupOf(3, {
          images: [
            { imgUrl: '/a.jpg', textUrl: '/app/page/1000' },
            { imgUrl: '/b.jpg', textUrl: 'https://example.org/act' },
          ],
        })}
        iid={1000}
        member={null}
        onClose={onClose}
      />,
    );
    const [mainSite, external] = screen.getAllByRole('link', { name: '活动图片' });
    expect(mainSite).toHaveAttribute('href', `${appEnv.mainSiteOrigin}/app/page/1000`);
    expect(external).toHaveAttribute('href', 'https://example.org/act');
    await userEvent.click(mainSite!);
    expect(assign).toHaveBeenCalledWith(`${appEnv.mainSiteOrigin}/app/page/1000`);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders its images with the app’s Picture (named by the alt before they load)', () => {
    render(
      <SitePopup
        popup={popupOf(3, { images: [{ imgUrl: '/a.jpg', textUrl: '' }] })}
        iid={1000}
        member={null}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: '活动' })).toContainElement(
      screen.getByRole('img', { name: '活动图片' }),
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
