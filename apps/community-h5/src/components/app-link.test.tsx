import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { channelChanged } from '../lib/session';
import { createAppStore } from '../app/store';
import { loadPage } from '../lib/page-load';
import { AppLink } from './app-link';
import { actLinks } from '../lib/links/act-links';
import { checkoutLinks } from '../lib/links/checkout-links';

vi.mock('../lib/page-load', () => ({ loadPage: vi.fn() }));

function Here() {
  const location = useLocation();
  return <p data-testid="here">{location.pathname + location.search}</p>;
}

function Probe({ into }: { into: { current: string } }) {
  const location = useLocation();
  into.current = location.pathname + location.search;
  return null;
}

function renderAt(start: string, cid: number, link: React.ReactElement) {
  const values = new Map<string, string>();
  const store = createAppStore({
    getItem: (k) => values.get(k) ?? null,
    setItem: (k, v) => void values.set(k, v),
    removeItem: (k) => void values.delete(k),
  });
  store.dispatch(channelChanged(cid));
  const current = { current: start };
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[start]}>
        <Routes>
          <Route path="/app/index/:iid" element={link} />
          <Route path="*" element={<Here />} />
        </Routes>
        <Probe into={current} />
      </MemoryRouter>
    </Provider>,
  );
  return () => current.current;
}

describe('AppLink', () => {
  it("carries the session's channel and the page's pass-through params, and nothing else of its query", () => {
    renderAt(
      '/app/index/1000?saleIid=1200&ridSecret=r1&multiDisKey=k1&disrParentMultiDisKey=k0&openid=secret',
      2001,
      <AppLink to={actLinks.detail({ iid: 1000, id: 7 })}>活动</AppLink>,
    );
    expect(screen.getByRole('link', { name: '活动' })).toHaveAttribute(
      'href',
      '/app/act/1000/detail/7?cid=2001&saleIid=1200&ridSecret=r1&multiDisKey=k1&disrParentMultiDisKey=k0',
    );
  });

  it("leaves out cid 1000 and adds the link's own tag and title", () => {
    renderAt(
      '/app/index/1000',
      1000,
      <AppLink to="/app/news/1000/detail/4" tag="公益" title="植树">
        资讯
      </AppLink>,
    );
    expect(screen.getByRole('link', { name: '资讯' })).toHaveAttribute(
      'href',
      '/app/news/1000/detail/4?tag=%E5%85%AC%E7%9B%8A&title=%E6%A4%8D%E6%A0%91',
    );
  });

  it('sends /app/page links to the main site with the channel', () => {
    renderAt('/app/index/1000', 2001, <AppLink to="/app/page/about">关于</AppLink>);
    expect(screen.getByRole('link', { name: '关于' })).toHaveAttribute(
      'href',
      'https://www.tongxin.org.cn/app/page/about?cid=2001',
    );
  });

  it('renders a script, empty or protocol-relative link as text, never as a link', () => {
    renderAt(
      '/app/index/1000',
      1000,
      <>
        <AppLink to="javascript:alert(1)">甲</AppLink>
        <AppLink to="">乙</AppLink>
        <AppLink to="//evil.example/x">丙</AppLink>
      </>,
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText('甲')).toBeInTheDocument();
  });

  it('opens a /app/pay/ page with the location helper: navigate, then a full page load', async () => {
    const location = renderAt(
      '/app/index/1000?saleIid=1200',
      2001,
      <AppLink to={checkoutLinks.vipBuy({ iid: 1000, id: 2 })}>开通</AppLink>,
    );
    await userEvent.click(screen.getByRole('link', { name: '开通' }));
    const url = '/app/pay/vip-buy?iid=1000&id=2&cid=2001&saleIid=1200';
    expect(location()).toBe(url);
    expect(loadPage).toHaveBeenCalledWith(url);
  });
});
