import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { damped, PageRefresh, PULL_DISTANCE } from './page-refresh';

const touch = (y: number) => ({ touches: [{ clientY: y }] });

function pull(target: HTMLElement, to: number) {
  fireEvent.touchStart(target, touch(100));
  fireEvent.touchMove(target, touch(100 + to / 2));
  fireEvent.touchMove(target, touch(100 + to));
}

describe('PageRefresh', () => {
  it('damps the pull past the head', () => {
    expect(damped(-10)).toBe(0);
    expect(damped(30)).toBe(30);
    expect(damped(PULL_DISTANCE + 40)).toBe(PULL_DISTANCE + 20);
  });

  it('refetches every query when pulled past the head and released, saying so', async () => {
    let settle: () => void = () => undefined;
    const slow = { refetch: vi.fn(() => new Promise<void>((done) => (settle = done))) };
    const quick = { refetch: vi.fn(async () => undefined) };
    render(
      <PageRefresh queries={[slow, quick]}>
        <p>页面</p>
      </PageRefresh>,
    );
    const page = screen.getByText('页面');
    pull(page, 40);
    expect(screen.getByRole('status')).toHaveTextContent('下拉刷新');
    fireEvent.touchMove(page, touch(100 + 2 * PULL_DISTANCE));
    expect(screen.getByRole('status')).toHaveTextContent('释放刷新');
    fireEvent.touchEnd(page);
    expect(screen.getByRole('status')).toHaveTextContent('刷新中…');
    expect(slow.refetch).toHaveBeenCalledTimes(1);
    expect(quick.refetch).toHaveBeenCalledTimes(1);
    await act(async () => settle());
    expect(screen.getByRole('status')).toHaveTextContent('已刷新');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^$/));
  });

  it('does nothing for a short pull, an upward swipe, or a page scrolled down', () => {
    const query = { refetch: vi.fn(async () => undefined) };
    render(
      <PageRefresh queries={[query]}>
        <p>页面</p>
      </PageRefresh>,
    );
    const page = screen.getByText('页面');
    pull(page, 30);
    fireEvent.touchEnd(page);
    pull(page, -200);
    fireEvent.touchEnd(page);
    document.documentElement.scrollTop = 300;
    pull(page, 200);
    fireEvent.touchEnd(page);
    document.documentElement.scrollTop = 0;
    expect(query.refetch).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });
});
