import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installIntersectionObserver } from '../../test/intersection-observer';
import { parsePopupContent, type Coupon, type PopupContent } from './popup-content';
import { SitePopup, type SitePopupImageProps, type SitePopupProps } from './site-popup';

beforeEach(() => {
  installIntersectionObserver();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.style.overflow = '';
});

const coupons = [
  {
    id: 1,
    name: '新人券',
    discountType: 1,
    minusPrice: 1000,
    fullPrice: 0,
    endTime: '2026-12-31 23:59:59',
  },
  { id: 2, name: '会员折扣', discountType: 2, minusPrice: 85, fullPrice: 10000 },
];

function contentOf(type: number, data: unknown): PopupContent {
  const content = parsePopupContent({ type, content: JSON.stringify(data) });
  if (!content) throw new Error('unreadable popup');
  return content;
}

function open(props: Partial<SitePopupProps> & Pick<SitePopupProps, 'content'>) {
  const onClose = props.onClose ?? vi.fn();
  const view = render(<SitePopup title="活动" {...props} onClose={onClose} />);
  return { ...view, onClose };
}

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('SitePopup content by type (spec §3)', () => {
  it('type 1: a notice as text, never HTML', () => {
    open({
      content: contentOf(1, { text: '<img src=x onerror=alert(1)>周末停课' }),
      title: '通知',
    });
    const dialog = screen.getByRole('dialog', { name: '通知' });
    expect(dialog).toHaveTextContent('<img src=x onerror=alert(1)>周末停课');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('heading', { name: '通知' })).toBeInTheDocument();
  });

  it('type 2: product cards with image, title, price and the crossed-out costV2, linked', async () => {
    const onOpenLink = vi.fn();
    const { onClose } = open({
      title: '推荐',
      onOpenLink,
      content: contentOf(2, {
        contents: [
          {
            image: 'https://cdn/p.jpg',
            title: '露营帐篷',
            price: 9900,
            costV2: 19900,
            link: '/goods/1',
          },
          { image: '', title: '徽章', price: 500, costV2: 0, link: 'javascript:alert(1)' },
        ],
      }),
    });
    const dialog = screen.getByRole('dialog', { name: '推荐' });
    expect(dialog).toHaveTextContent('露营帐篷¥99.00¥199.00');
    expect(screen.getByLabelText('原价¥199.00').tagName).toBe('DEL');
    expect(screen.getByRole('img', { name: '露营帐篷' })).toBeInTheDocument();
    // The javascript: link is no link: the card shows as content.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(dialog).toHaveTextContent('徽章¥5.00');
    await userEvent.click(screen.getByRole('link', { name: /露营帐篷/ }));
    expect(onOpenLink).toHaveBeenCalledWith('/goods/1');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('type 3: images named 活动图片, linked where the address can be followed', () => {
    open({
      content: contentOf(3, {
        images: [
          { imgUrl: 'https://cdn/a.jpg', textUrl: 'https://example.org/act' },
          { imgUrl: 'https://cdn/b.jpg', textUrl: 'data:text/html,hi' },
        ],
      }),
    });
    expect(screen.getAllByRole('img', { name: '活动图片' })).toHaveLength(2);
    const link = screen.getByRole('link', { name: '活动图片' });
    expect(link).toHaveAttribute('href', 'https://example.org/act');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('type 4: coupons with value, threshold and end date, and no claim button', () => {
    open({ content: contentOf(4, coupons), title: '我的优惠券' });
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('¥10.00新人券无门槛 · 有效期至2026-12-31');
    expect(rows[1]).toHaveTextContent('8.5折会员折扣满¥100.00可用');
    expect(screen.queryByRole('button', { name: '立即领取' })).toBeNull();
  });

  it('type 5: coupons with 立即领取', () => {
    open({ content: contentOf(5, { coupons }), title: '领取优惠券', onClaim: async () => {} });
    expect(screen.getByRole('dialog', { name: '领取优惠券' })).toHaveTextContent('新人券');
    expect(screen.getByRole('button', { name: '立即领取' })).toBeEnabled();
  });

  it("uses colours with WCAG AA contrast (#646566, the tenant's theme or #c8161d; not #969799, #ee0a24)", () => {
    open({ content: contentOf(5, { coupons }), onClaim: async () => {} });
    expect(screen.getByText(/满¥100\.00可用/)).toHaveStyle({ color: '#646566' });
    expect(screen.getByText('¥10.00').style.color).toBe('var(--tx-theme, #c8161d)');
    expect(screen.getByRole('button', { name: '立即领取' }).style.background).toBe('var(--tx-theme, #c8161d)');
    expect(screen.getByRole('button', { name: '立即领取' })).toHaveStyle({
      color: '#fff',
    });
  });
});

describe('SitePopup links', () => {
  it('asks the app which links it follows and what their href is', async () => {
    const onOpenLink = vi.fn();
    const linkHref = (url: string) => (url.startsWith('/app/') ? `${url}?cid=2001` : null);
    open({
      onOpenLink,
      linkHref,
      content: contentOf(3, {
        images: [
          { imgUrl: 'https://cdn/a.jpg', textUrl: '/app/act/1000' },
          { imgUrl: 'https://cdn/b.jpg', textUrl: 'https://example.org/' },
        ],
      }),
    });
    const link = screen.getByRole('link', { name: '活动图片' });
    expect(link).toHaveAttribute('href', '/app/act/1000?cid=2001');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    await userEvent.click(link);
    // The app gets the link as the content has it, and decides what it does.
    expect(onOpenLink).toHaveBeenCalledWith('/app/act/1000');
  });

  it('without onOpenLink follows the href itself, and closes', () => {
    const { onClose } = open({
      content: contentOf(3, { images: { imgUrl: 'https://cdn/a.jpg', textUrl: '/act/7' } }),
    });
    let followed: boolean | undefined;
    const watch = (event: MouseEvent) => {
      followed = !event.defaultPrevented;
      event.preventDefault(); // jsdom cannot navigate
    };
    window.addEventListener('click', watch);
    fireEvent.click(screen.getByRole('link', { name: '活动图片' }));
    window.removeEventListener('click', watch);
    expect(followed).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders images with the component it is given', () => {
    const seen: SitePopupImageProps[] = [];
    function Img(props: SitePopupImageProps) {
      seen.push(props);
      return <img src={props.src} alt={props.alt} data-app-image="" />;
    }
    open({
      image: Img,
      content: contentOf(2, { contents: { image: 'https://cdn/p.jpg', title: '帐篷', price: 100 } }),
    });
    expect(screen.getByRole('img', { name: '帐篷' })).toHaveAttribute('data-app-image');
    expect(seen[0]).toEqual({ src: 'https://cdn/p.jpg', alt: '帐篷', ratio: 1, radius: 8 });
  });
});

describe('SitePopup claim (type 5)', () => {
  it('says 领取中… and is disabled while the claim is pending, then closes', async () => {
    const pending = deferred();
    const onClaim = vi.fn((_: Coupon[]) => pending.promise);
    const { onClose } = open({ content: contentOf(5, { coupons }), onClaim });
    await userEvent.click(screen.getByRole('button', { name: '立即领取' }));
    expect(onClaim).toHaveBeenCalledWith([
      expect.objectContaining({ id: 1 }),
      expect.objectContaining({ id: 2 }),
    ]);
    const busy = screen.getByRole('button', { name: '领取中…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => pending.resolve());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClaim).toHaveBeenCalledTimes(1);
  });

  it('closes after a failed claim too (spec §8), saying nothing itself', async () => {
    const pending = deferred();
    const { onClose } = open({
      content: contentOf(5, { coupons }),
      onClaim: () => pending.promise,
    });
    await userEvent.click(screen.getByRole('button', { name: '立即领取' }));
    await act(async () => pending.reject(new Error('优惠券已领完')));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('优惠券已领完')).toBeNull();
  });

  it('does not close again when it was closed while the claim was pending', async () => {
    const pending = deferred();
    const { onClose, unmount } = open({
      content: contentOf(5, { coupons }),
      onClaim: () => pending.promise,
    });
    await userEvent.click(screen.getByRole('button', { name: '立即领取' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    await act(async () => pending.resolve());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cannot claim without onClaim', () => {
    open({ content: contentOf(5, { coupons }) });
    expect(screen.getByRole('button', { name: '立即领取' })).toBeDisabled();
  });
});

describe('SitePopup as a modal', () => {
  it('closes from its close button, Escape and the backdrop, not from a click inside', async () => {
    const { onClose } = open({ content: contentOf(1, { text: '你好' }), title: '通知' });
    await userEvent.click(screen.getByText('你好'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByTestId('site-popup-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('takes focus, keeps it inside (Tab wraps) and gives it back when closed', async () => {
    render(<button type="button">打开</button>);
    const trigger = screen.getByRole('button', { name: '打开' });
    trigger.focus();
    const popup = render(
      <SitePopup
        title="领取优惠券"
        content={contentOf(5, { coupons })}
        onClaim={async () => {}}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: '领取优惠券' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '立即领取' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: '立即领取' })).toHaveFocus();
    popup.unmount();
    expect(trigger).toHaveFocus();
  });

  it('keeps focus where it is when the app re-renders it with new callbacks', async () => {
    const content = contentOf(1, { text: '你好' });
    const view = render(<SitePopup title="通知" content={content} onClose={() => {}} />);
    const close = screen.getByRole('button', { name: '关闭' });
    close.focus();
    const onClose = vi.fn();
    view.rerender(<SitePopup title="通知" content={content} onClose={onClose} />);
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks the page behind from scrolling while open', () => {
    document.body.style.overflow = 'auto';
    const { unmount } = open({ content: contentOf(1, { text: '你好' }) });
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('auto');
  });
});

describe('SitePopup claim button state', () => {
  it('comes back enabled when the app keeps the popup after a claim', async () => {
    // E.g. the visitor is sent to sign in and the app does not record the popup.
    const view = open({ content: contentOf(5, { coupons }), onClaim: async () => {} });
    await userEvent.click(screen.getByRole('button', { name: '立即领取' }));
    await waitFor(() => expect(view.onClose).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: '立即领取' })).toBeEnabled();
  });
});
