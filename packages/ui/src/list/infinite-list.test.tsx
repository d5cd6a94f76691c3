import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installIntersectionObserver } from '../../test/intersection-observer';
import { InfiniteList } from './infinite-list';
import { ListEmpty, ListError, ListSkeleton } from './list-states';

let io: ReturnType<typeof installIntersectionObserver>;
beforeEach(() => {
  io = installIntersectionObserver();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function Pages(props: { pages: number; fail?: number[]; onRefresh?: () => Promise<void> }) {
  const [items, setItems] = useState<number[]>([]);
  const [calls, setCalls] = useState(0);
  const failing = new Set(props.fail ?? []);
  return (
    <InfiniteList
      finished={items.length >= props.pages * 5}
      empty={props.pages === 0}
      onRefresh={props.onRefresh}
      onLoad={async () => {
        const call = calls + 1;
        setCalls(call);
        await Promise.resolve();
        if (failing.has(call)) throw new Error('network');
        setItems((list) => [...list, ...Array.from({ length: 5 }, (_, i) => list.length + i + 1)]);
      }}
    >
      {items.map((i) => (
        <div key={i}>item {i}</div>
      ))}
    </InfiniteList>
  );
}

describe('InfiniteList', () => {
  it('observes its end 80 px early and loads pages while the end is in view', async () => {
    render(<Pages pages={2} />);
    expect(io.live()[0]?.options.rootMargin).toBe('0px 0px 80px 0px');
    expect(screen.queryByText('item 1')).toBeNull();
    act(() => io.setVisible(true));
    await screen.findByText('item 10');
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    expect(screen.queryByText('item 11')).toBeNull();
  });

  it('stops when the end leaves the view and resumes when it returns', async () => {
    const gates: Array<() => void> = [];
    function Gated() {
      const [n, setN] = useState(0);
      return (
        <InfiniteList
          finished={n >= 15}
          onLoad={() =>
            new Promise<void>((resolve) => {
              gates.push(() => {
                setN((x) => x + 5);
                resolve();
              });
            })
          }
        >
          {Array.from({ length: n }, (_, i) => (
            <div key={i}>item {i + 1}</div>
          ))}
        </InfiniteList>
      );
    }
    render(<Gated />);
    act(() => io.setVisible(true));
    expect(gates).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
    act(() => io.setVisible(false));
    // The page arrives inside act, which returns once React has rendered it and run its effects:
    // had the end still been in view, the next load would have started by now.
    await act(async () => gates[0]?.());
    expect(screen.getByText('item 5')).toBeInTheDocument();
    expect(gates).toHaveLength(1);
    act(() => io.setVisible(true));
    expect(gates).toHaveLength(2);
  });

  it('shows the error line and retries on tap', async () => {
    render(<Pages pages={1} fail={[1]} />);
    act(() => io.setVisible(true));
    fireEvent.click(await screen.findByRole('button', { name: '加载失败，点击重新加载' }));
    expect(await screen.findByText('item 5')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('没有更多了')).toBeInTheDocument());
  });

  it('writes its loading, error and finished lines in an AA-contrast grey (#646566, not #969799)', async () => {
    const gates: Array<() => void> = [];
    function Gated() {
      const [n, setN] = useState(0);
      const [failed, setFailed] = useState(false);
      return (
        <InfiniteList
          finished={n >= 5}
          onLoad={() =>
            new Promise<void>((resolve, reject) => {
              gates.push(() => {
                if (!failed) {
                  setFailed(true);
                  reject(new Error('network'));
                } else {
                  setN(5);
                  resolve();
                }
              });
            })
          }
        >
          {n ? <div>item {n}</div> : null}
        </InfiniteList>
      );
    }
    render(<Gated />);
    act(() => io.setVisible(true));
    const status = screen.getByRole('status');
    expect(status).toHaveStyle({ color: '#646566' });
    // react-vant's Loading text reads #969799 from its CSS unless told otherwise.
    expect(screen.getByText('加载中...')).toHaveStyle({ color: '#646566' });
    await act(async () => gates[0]?.());
    const retry = await screen.findByRole('button', { name: '加载失败，点击重新加载' });
    expect(retry).toHaveStyle({ color: '#646566' });
    fireEvent.click(retry);
    await act(async () => gates[1]?.());
    expect(await screen.findByText('没有更多了')).toHaveStyle({ color: '#646566' });
  });

  it('shows the empty state when finished without items', () => {
    render(<Pages pages={0} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('wraps itself in react-vant PullRefresh only when it can refresh', () => {
    const { container, unmount } = render(<Pages pages={1} onRefresh={() => Promise.resolve()} />);
    expect(
      container.querySelector(
        '.rv-pull-refresh .rv-pull-refresh__track [data-testid="infinite-list-end"]',
      ),
    ).not.toBeNull();
    unmount();
    const plain = render(<Pages pages={1} />);
    expect(plain.container.querySelector('.rv-pull-refresh')).toBeNull();
  });
});

describe('list states', () => {
  it('renders skeleton, empty and error with retry', () => {
    const onRetry = vi.fn();
    render(
      <>
        <ListSkeleton count={2} />
        <ListEmpty description="还没有订单" />
        <ListError message="网络不给力" onRetry={onRetry} />
      </>,
    );
    expect(
      screen.getByRole('status', { name: '加载中' }).querySelectorAll('.rv-skeleton'),
    ).toHaveLength(2);
    expect(screen.getByText('还没有订单')).toBeInTheDocument();
    expect(screen.getByText('网络不给力')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
