import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installIntersectionObserver } from '../../test/intersection-observer';
import { couponThresholdText, couponValueText, parsePopupContent } from './popup-content';
import { SitePopup } from './site-popup';

beforeEach(() => {
  installIntersectionObserver();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const coupons = [
  {
    id: 1,
    name: '新人券',
    discountType: 1,
    minusPrice: 10,
    fullPrice: 0,
    endTime: '2026-12-31 23:59:59',
  },
  { id: 2, name: '会员折扣', discountType: 2, minusPrice: 8.5, fullPrice: 100 },
];

describe('parsePopupContent', () => {
  it('reads each of the five types', () => {
    expect(parsePopupContent({ type: 1, content: '{"text":"周末停课"}' })).toEqual({
      type: 1,
      text: '周末停课',
    });
    expect(
      parsePopupContent({
        type: 2,
        content: JSON.stringify({
          contents: { image: 'i', title: '帐篷', price: '99', costV2: '199' },
        }),
      }),
    ).toEqual({
      type: 2,
      products: [{ image: 'i', title: '帐篷', price: '99', costV2: '199', link: '' }],
    });
    expect(
      parsePopupContent({
        type: 3,
        content: JSON.stringify({ images: [{ imgUrl: 'a.jpg', textUrl: 'https://x' }] }),
      }),
    ).toEqual({
      type: 3,
      images: [{ imgUrl: 'a.jpg', textUrl: 'https://x' }],
    });
    expect(parsePopupContent({ type: 4, content: JSON.stringify(coupons) })?.type).toBe(4);
    expect(parsePopupContent({ type: 5, content: JSON.stringify({ coupons }) })?.type).toBe(5);
  });

  it('shows nothing for type 4 without coupons, unknown types or broken content', () => {
    expect(parsePopupContent({ type: 4, content: '[]' })).toBeNull();
    expect(parsePopupContent({ type: 5, content: '{"coupons":[]}' })).toBeNull();
    expect(parsePopupContent({ type: 9, content: '{}' })).toBeNull();
    expect(parsePopupContent({ type: 2, content: '{broken' })).toBeNull();
    expect(parsePopupContent({ type: 1, content: '{"text":"  "}' })).toBeNull();
  });

  it('describes coupon value and threshold', () => {
    expect(couponValueText(coupons[0]!)).toBe('¥10');
    expect(couponValueText(coupons[1]!)).toBe('8.5折');
    expect(couponThresholdText(coupons[0]!)).toBe('无门槛');
    expect(couponThresholdText(coupons[1]!)).toBe('满100元可用');
  });
});

describe('SitePopup', () => {
  it('renders a text notice as text, never HTML', () => {
    render(
      <SitePopup
        visible
        onClose={() => undefined}
        ad={{
          id: 7,
          type: 1,
          content: JSON.stringify({ text: '<img src=x onerror=alert(1)>通知' }),
        }}
      />,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>通知')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('renders a product card with title, price and crossed-out costV2', () => {
    render(
      <SitePopup
        visible
        onClose={() => undefined}
        ad={{
          id: 1,
          type: 2,
          content: JSON.stringify({
            contents: { image: 'https://cdn/p.jpg', title: '露营帐篷', price: '99', costV2: '199' },
          }),
        }}
      />,
    );
    expect(screen.getByText('露营帐篷')).toBeInTheDocument();
    expect(screen.getByText('¥99')).toBeInTheDocument();
    expect(screen.getByLabelText('原价¥199').tagName).toBe('DEL');
  });

  it('links an image to its address', () => {
    const onNavigate = vi.fn();
    render(
      <SitePopup
        visible
        onClose={() => undefined}
        onNavigate={onNavigate}
        ad={{
          id: 3,
          type: 3,
          content: JSON.stringify({
            images: { imgUrl: 'https://cdn/a.jpg', textUrl: 'https://example.org/act' },
          }),
        }}
      />,
    );
    fireEvent.click(screen.getByRole('link'));
    expect(onNavigate).toHaveBeenCalledWith('https://example.org/act');
  });

  it('does not link javascript: addresses', () => {
    render(
      <SitePopup
        visible
        onClose={() => undefined}
        ad={{
          id: 3,
          type: 3,
          content: JSON.stringify({
            images: { imgUrl: 'https://cdn/a.jpg', textUrl: 'javascript:alert(1)' },
          }),
        }}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('lists coupons (type 4) and renders nothing without them', () => {
    const { unmount } = render(
      <SitePopup
        visible
        onClose={() => undefined}
        ad={{ id: 4, type: 4, content: JSON.stringify(coupons) }}
      />,
    );
    expect(screen.getByText('新人券')).toBeInTheDocument();
    expect(screen.getByText('¥10')).toBeInTheDocument();
    expect(screen.getByText('无门槛 · 有效期至2026-12-31')).toBeInTheDocument();
    unmount();
    const empty = render(
      <SitePopup visible onClose={() => undefined} ad={{ id: 4, type: 4, content: '[]' }} />,
    );
    expect(empty.container.innerHTML).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('claims coupons (type 5), then closes; a failure shows the message and closes too', async () => {
    const onClose = vi.fn();
    const onClaim = vi.fn(() => Promise.resolve());
    const ad = { id: 5, type: 5, content: JSON.stringify({ coupons }) };
    const { unmount } = render(<SitePopup visible onClose={onClose} onClaim={onClaim} ad={ad} />);
    fireEvent.click(screen.getByRole('button', { name: '立即领取' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onClaim).toHaveBeenCalledWith([
      expect.objectContaining({ id: 1 }),
      expect.objectContaining({ id: 2 }),
    ]);
    expect(await screen.findByText('领取成功')).toBeInTheDocument();
    unmount();

    const onClose2 = vi.fn();
    render(
      <SitePopup
        visible
        onClose={onClose2}
        onClaim={() => Promise.reject(new Error('优惠券已领完'))}
        ad={ad}
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '立即领取' }));
    });
    await waitFor(() => expect(onClose2).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('优惠券已领完')).toBeInTheDocument();
  });

  it('closes from its close button', () => {
    const onClose = vi.fn();
    render(
      <SitePopup visible onClose={onClose} ad={{ id: 7, type: 1, content: '{"text":"hi"}' }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('is named by its title, which it shows as the heading', () => {
    render(
      <SitePopup
        visible
        title="新人专享券包"
        onClose={() => undefined}
        ad={{ id: 5, type: 5, content: JSON.stringify({ coupons }) }}
      />,
    );
    expect(screen.getByRole('dialog', { name: '新人专享券包' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '新人专享券包' })).toBeInTheDocument();
    expect(screen.queryByText('领取优惠券')).toBeNull();
  });

  it('uses colours with WCAG AA contrast (#646566, #c8161d; not #969799, #ee0a24)', () => {
    render(
      <SitePopup
        visible
        onClose={() => undefined}
        ad={{ id: 4, type: 4, content: JSON.stringify(coupons) }}
      />,
    );
    const threshold = screen.getByText(/满100元可用/);
    expect(threshold).toHaveStyle({ color: '#646566' });
    expect(screen.getByText('¥10')).toHaveStyle({ color: '#c8161d' });
  });

  it('stays open when the claim resolves false', async () => {
    const onClose = vi.fn();
    const onClaim = vi.fn(async () => false);
    render(
      <SitePopup
        visible
        onClose={onClose}
        onClaim={onClaim}
        ad={{ id: 5, type: 5, content: JSON.stringify({ coupons }) }}
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '立即领取' }));
    });
    expect(onClaim).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '立即领取' })).toBeEnabled();
  });

  it('links a product card to its address', () => {
    const onNavigate = vi.fn();
    render(
      <SitePopup
        visible
        onClose={() => undefined}
        onNavigate={onNavigate}
        ad={{
          id: 2,
          type: 2,
          content: JSON.stringify({
            contents: { image: '', title: '帐篷', price: '99', costV2: '', link: '/app/goods/1' },
          }),
        }}
      />,
    );
    fireEvent.click(screen.getByRole('link', { name: /帐篷/ }));
    expect(onNavigate).toHaveBeenCalledWith('/app/goods/1');
  });
});
