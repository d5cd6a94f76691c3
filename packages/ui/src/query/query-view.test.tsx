import { fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@tongxin/api-client';
import { describe, expect, it, vi } from 'vitest';
import { QueryView, type ViewedQuery } from './query-view';

const query = <T,>(over: Partial<ViewedQuery<T>>): ViewedQuery<T> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: vi.fn(async () => undefined),
  ...over,
});

describe('QueryView', () => {
  it('shows a skeleton while loading', () => {
    render(<QueryView query={query<string[]>({ isPending: true })}>{() => <p>内容</p>}</QueryView>);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(screen.queryByText('内容')).toBeNull();
  });

  it('shows the error with a retry that reloads', () => {
    const failed = query<string[]>({
      isError: true,
      error: new ApiError('server', '机构不存在', { code: 404 }),
    });
    render(<QueryView query={failed}>{() => <p>内容</p>}</QueryView>);
    expect(screen.getByRole('alert')).toHaveTextContent('机构不存在');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state for an empty list, or what the page calls empty', () => {
    const { unmount } = render(
      <QueryView query={query<string[]>({ data: [] })} empty="暂无收藏">
        {() => <p>内容</p>}
      </QueryView>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('暂无收藏');
    unmount();
    render(
      <QueryView
        query={query({ data: { offers: [] as string[] } })}
        isEmpty={(d) => d.offers.length === 0}
      >
        {() => <p>内容</p>}
      </QueryView>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('暂无内容');
  });

  it('shows the content with the data', () => {
    render(
      <QueryView query={query({ data: ['a', 'b'] })}>
        {(rows) => <p>{rows.join('+')}</p>}
      </QueryView>,
    );
    expect(screen.getByText('a+b')).toBeInTheDocument();
  });
});
