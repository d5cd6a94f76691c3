import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installIntersectionObserver } from '../../test/intersection-observer';
import { LazyImage, preloadRootMargin } from './lazy-image';

let io: ReturnType<typeof installIntersectionObserver>;
beforeEach(() => {
  io = installIntersectionObserver();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LazyImage', () => {
  it('waits until within 1.3 viewports, keeping its aspect ratio meanwhile', () => {
    const { container } = render(<LazyImage src="https://cdn/a.jpg" alt="封面" ratio={16 / 9} />);
    expect(container.querySelector('img')).toBeNull();
    // The grey box stands for the image meanwhile, named by the alt; it says nothing itself.
    expect(screen.getByRole('img', { name: '封面' })).toHaveTextContent('');
    expect(io.live()[0]?.options.rootMargin).toBe('30% 0px 30% 0px');
    const spacer = container.querySelector<HTMLElement>('[data-state] > div');
    expect(spacer?.style.paddingTop).toBe('56.25%');

    act(() => io.setVisible(true));
    const img = screen.getByRole('img', { name: '封面' });
    expect(img).toHaveAttribute('src', 'https://cdn/a.jpg');
    fireEvent.load(img);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'loaded');
    expect(screen.getAllByRole('img')).toEqual([img]);
    expect(io.live()).toHaveLength(0);
  });

  it('requests a priority image at once at high priority, visible before it has loaded', () => {
    const { container } = render(<LazyImage src="https://cdn/banner.jpg" alt="横幅" ratio={750 / 400} priority />);
    const img = screen.getByRole('img', { name: '横幅' });
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('src', 'https://cdn/banner.jpg');
    expect(img.style.opacity).toBe('1');
    // Nothing waits on the observer, and the grey box lies under the image, not over it.
    expect(io.live()).toHaveLength(0);
    const box = container.querySelector('[data-state]');
    expect(box?.lastElementChild).toBe(img);
    fireEvent.load(img);
    expect(box).toHaveAttribute('data-state', 'loaded');
    expect(screen.getByRole('img', { name: '横幅' })).toBe(img);
  });

  it('offers the widths it is given, sized to its own box as it comes near', () => {
    const srcSet = '/p.jpg?w=320 320w, /p.jpg?w=640 640w';
    const { container } = render(<LazyImage src="/p.jpg" srcSet={srcSet} alt="照片" ratio={4 / 3} />);
    const box = container.querySelector<HTMLElement>('[data-state]')!;
    vi.spyOn(box, 'getBoundingClientRect').mockReturnValue({ width: 171.5 } as DOMRect);
    act(() => io.setVisible(true));
    const img = screen.getByRole('img', { name: '照片' });
    expect(img).toHaveAttribute('srcset', srcSet);
    // The browser picks 320w at DPR 1 and 640w at DPR 2 for a box 172 CSS px wide.
    expect(img).toHaveAttribute('sizes', '172px');
  });

  it('takes a priority image, requested before any measure, as wide as its sizes say (the screen by default)', () => {
    const srcSet = '/b.jpg?w=750 750w, /b.jpg?w=1280 1280w';
    render(<LazyImage src="/b.jpg" srcSet={srcSet} alt="横幅" priority />);
    expect(screen.getByRole('img', { name: '横幅' })).toHaveAttribute('sizes', '100vw');
    render(<LazyImage src="/c.jpg" srcSet={srcSet} sizes="50vw" alt="商品" priority />);
    expect(screen.getByRole('img', { name: '商品' })).toHaveAttribute('sizes', '50vw');
    render(<LazyImage src="/d.svg" alt="图标" priority />);
    expect(screen.getByRole('img', { name: '图标' })).not.toHaveAttribute('srcset');
  });

  it('retries once with a fresh element, then shows the error placeholder', () => {
    const { container } = render(<LazyImage src="https://cdn/b.jpg" alt="头像" />);
    act(() => io.setVisible(true));
    const first = screen.getByRole('img', { name: '头像' });
    fireEvent.error(first);
    const second = screen.getByRole('img', { name: '头像' });
    expect(second).not.toBe(first);
    expect(second).toHaveAttribute('src', 'https://cdn/b.jpg');
    fireEvent.error(second);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'error');
    expect(screen.getByText('加载失败')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('succeeds on the retry', () => {
    const { container } = render(<LazyImage src="https://cdn/c.jpg" alt="c" />);
    act(() => io.setVisible(true));
    fireEvent.error(screen.getByRole('img', { name: 'c' }));
    fireEvent.load(screen.getByRole('img', { name: 'c' }));
    expect(container.firstElementChild).toHaveAttribute('data-state', 'loaded');
  });

  it('names an image link by the alt in every state, never by the placeholder text', () => {
    const { container } = render(
      <a href="/act/1">
        <LazyImage src="https://cdn/d.jpg" alt="夏令营海报" />
      </a>,
    );
    const link = () => screen.getByRole('link');
    expect(link()).toHaveAccessibleName('夏令营海报'); // waiting
    act(() => io.setVisible(true));
    expect(link()).toHaveAccessibleName('夏令营海报'); // loading
    fireEvent.error(container.querySelector('img')!);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByText('加载失败')).toBeInTheDocument();
    expect(link()).toHaveAccessibleName('夏令营海报'); // failed
    expect(screen.getByText('加载失败').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('writes its placeholder text with WCAG AA contrast on the grey box', () => {
    const { container } = render(<LazyImage src="https://cdn/e.jpg" alt="e" />);
    act(() => io.setVisible(true));
    fireEvent.error(container.querySelector('img')!);
    fireEvent.error(container.querySelector('img')!);
    // #646566 on #f7f8fa is 5.5:1 (AA asks 4.5:1); the old #c8c9cc was 1.5:1.
    expect(screen.getByRole('img', { name: 'e' })).toHaveStyle({
      color: '#646566',
      background: '#f7f8fa',
    });
  });

  it('keeps a decorative image (empty alt) out of the accessibility tree', () => {
    render(<LazyImage src="https://cdn/f.jpg" alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('derives the margin from the preload ratio', () => {
    expect(preloadRootMargin(1.3)).toBe('30% 0px 30% 0px');
    expect(preloadRootMargin(1)).toBe('0% 0px 0% 0px');
  });
});
