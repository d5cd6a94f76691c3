import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('shows the content without its scripts and handlers', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { container } = render(
      <RichText
        html={
          '<h2>公告</h2><p onclick="alert(1)">内容<script>alert(2)</script></p><img src=x onerror="alert(3)" alt="图">'
        }
      />,
    );
    expect(screen.getByRole('heading', { name: '公告' })).toBeVisible();
    expect(screen.getByText('内容')).not.toHaveAttribute('onclick');
    expect(container.querySelector('script')).toBeNull();
    const img = screen.getByRole('img', { name: '图' });
    expect(img).not.toHaveAttribute('onerror');
    fireEvent.error(img);
    fireEvent.click(screen.getByText('内容'));
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows markup typed as text as text', () => {
    render(<RichText html={'<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'} />);
    expect(screen.getByText('<script>alert(1)</script>')).toBeVisible();
  });

  it('hands link taps to the app, which may route them itself', () => {
    const onLinkClick = vi.fn((href: string, e: { preventDefault(): void }) => {
      if (href.startsWith('/app/')) e.preventDefault();
    });
    render(
      <RichText
        html={
          '<p>看看<a href="/app/act/1000/detail/7"><strong>这个活动</strong></a>和<a href="https://other.example/">外站</a></p>'
        }
        onLinkClick={onLinkClick}
      />,
    );
    // What the app decided, read after React's handler; then jsdom is kept from navigating.
    const prevented: boolean[] = [];
    const record = (e: Event) => {
      prevented.push(e.defaultPrevented);
      e.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(screen.getByText('这个活动'));
    expect(onLinkClick).toHaveBeenLastCalledWith('/app/act/1000/detail/7', expect.anything());
    fireEvent.click(screen.getByRole('link', { name: '外站' }));
    expect(onLinkClick).toHaveBeenLastCalledWith('https://other.example/', expect.anything());
    document.removeEventListener('click', record);
    expect(prevented).toEqual([true, false]); // the router took the first; the second is followed
    expect(screen.getByRole('link', { name: '外站' })).toHaveAttribute('target', '_blank');
  });
});
