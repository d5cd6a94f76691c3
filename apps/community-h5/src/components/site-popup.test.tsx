import { render as renderRaw, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '../app/store';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SitePopup from './site-popup';
import { choosePopup } from '../lib/popup';

const coupon = { id: 1001, name: '满100减10元券', discountType: 1, minusPrice: 10, fullPrice: 100, endTime: '2030-12-31T15:59:59.000Z' };
const member = { token: 'token-0123456789abcdef', userId: 7, iid: 1000 };

function popupOf(type: number, content: unknown) {
  const chosen = choosePopup([{ id: 9, type, content: JSON.stringify(content) }], 'browser', () => false);
  if (!chosen) throw new Error('unreadable popup');
  return chosen;
}

afterEach(() => vi.unstubAllGlobals());

/** Renders with the app's store (links carry the session's channel). */
function render(ui: React.ReactElement) {
  const values = new Map<string, string>();
  const store = createAppStore({ getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v), removeItem: (k) => void values.delete(k) });
  return renderRaw(<Provider store={store}>{ui}</Provider>);
}

describe('the shell popup', () => {
  it('renders text content as text, never as HTML', () => {
    render(
      <MemoryRouter>
        <SitePopup popup={popupOf(1, { title: '通知', text: '<img src=x onerror=alert(1)>你好' })} iid={1000} member={null} onClose={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('dialog', { name: '通知' })).toHaveTextContent('<img src=x onerror=alert(1)>你好');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('closing records the popup', async () => {
    const onClose = vi.fn();
    render(
      <MemoryRouter>
        <SitePopup popup={popupOf(4, [coupon])} iid={1000} member={null} onClose={onClose} />
      </MemoryRouter>,
    );
    expect(screen.getByText('¥10')).toBeInTheDocument();
    expect(screen.getByText(/满100元可用/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('claims type 5 coupons with the member session', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ t: 1 })));
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    render(
      <MemoryRouter>
        <SitePopup popup={popupOf(5, { title: '券包', coupons: [coupon] })} iid={1000} member={member} onClose={onClose} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: '立即领取' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/shop/coupons/recv');
    expect(JSON.parse(String(init.body))).toEqual({ iid: 1000, token: member.token, couponIds: '[1001]' });
  });

  it('a failed claim shows the server message and closes', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 404, msg: '优惠券不存在或已过期' }))));
    const onClose = vi.fn();
    render(
      <MemoryRouter>
        <SitePopup popup={popupOf(5, { coupons: [coupon] })} iid={1000} member={member} onClose={onClose} />
      </MemoryRouter>,
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
      <MemoryRouter initialEntries={['/app/index/1000']}>
        <Routes>
          <Route
            path="/app/index/:iid"
            element={<SitePopup popup={popupOf(5, { title: '券包', coupons: [coupon] })} iid={1000} member={null} onClose={onClose} />}
          />
          <Route path="/app/account/login" element={<h1>登录</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('dialog', { name: '券包' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '立即领取' }));
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(await screen.findByText('请先登录后领取')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('closes on Escape and on the backdrop, and gives focus to the dialog', async () => {
    const onClose = vi.fn();
    render(
      <MemoryRouter>
        <SitePopup popup={popupOf(1, { title: '通知', text: '你好' })} iid={1000} member={null} onClose={onClose} />
      </MemoryRouter>,
    );
    const dialog = screen.getByRole('dialog', { name: '通知' });
    expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(document.querySelector('.site-popup__backdrop') as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows a product card with its prices and links only where the address is safe', () => {
    render(
      <MemoryRouter>
        <SitePopup
          popup={popupOf(2, { contents: [{ image: '/a.svg', title: '帆布袋', price: 29.9, costV2: 49, link: '/app/store/1000/detail/3' }, { image: '', title: '徽章', price: 5, costV2: '', link: 'javascript:alert(1)' }] })}
          iid={1000}
          member={null}
          onClose={() => {}}
        />
      </MemoryRouter>,
    );
    const dialog = screen.getByRole('dialog', { name: '推荐' });
    expect(dialog).toHaveTextContent('帆布袋¥29.9¥49');
    expect(screen.getByLabelText('原价¥49')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/app/store/1000/detail/3');
  });
});
