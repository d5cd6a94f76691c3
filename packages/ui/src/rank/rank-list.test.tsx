import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RankList, type RankEntry } from './rank-list';

const people: RankEntry[] = [
  { key: 'a', name: '张三', value: 23456, avatar: 'https://cdn.example/a.jpg' },
  { key: 'b', name: '李四', value: 20000 },
  { key: 'c', name: '王五', value: 18000 },
  { key: 'd', name: '赵六', value: 12000, rank: 4 },
  { key: 'e', name: '钱七', value: 12000, rank: 4 },
];

describe('RankList', () => {
  it('reads the places in order: podium first, then rows, with value and unit', () => {
    render(<RankList title="步数排行" items={people} unit="步" />);
    const list = screen.getByRole('list', { name: '步数排行' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '第1名1张三23,456步',
      '第2名2李四20,000步',
      '第3名3王五18,000步',
      '第4名4赵六12,000步',
      '第4名4钱七12,000步',
    ]);
    // The podium draws second, first, third from the left.
    expect(rows.slice(0, 3).map((r) => r.style.gridColumn)).toEqual(['2', '1', '3']);
    expect(rows[3]?.style.gridColumn).toBe('1 / -1');
  });

  it('shows my place in the sticky bar, or that I have none', () => {
    const { rerender } = render(
      <RankList title="排行" items={people} unit="步" mine={{ rank: 12, value: 8000 }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('我的排名 第12名8,000步');
    rerender(<RankList title="排行" items={people} mine={{ rank: null }} />);
    expect(screen.getByRole('status')).toHaveTextContent('您目前暂无排名');
    rerender(<RankList title="排行" items={people} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('formats numbers with the given formatter and lets rows be tapped', () => {
    const onSelect = vi.fn();
    render(
      <RankList
        title="支持者"
        items={[{ key: 1, name: '张三', value: 12345 }]}
        formatValue={(fen) => `¥${(fen / 100).toFixed(2)}`}
        onSelect={onSelect}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /张三/ }));
    expect(onSelect).toHaveBeenCalledWith({ key: 1, name: '张三', value: 12345 });
    expect(screen.getByRole('button', { name: /张三/ })).toHaveTextContent('¥123.45');
  });

  it('has loading, empty and error states', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<RankList title="排行" items={undefined} mine={{ rank: 3 }} />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(screen.queryByText(/我的排名/)).toBeNull();
    rerender(<RankList title="排行" items={[]} mine={{ rank: null }} />);
    expect(screen.getByText('暂无排名')).toBeVisible();
    expect(screen.getByText('您目前暂无排名')).toBeVisible();
    rerender(<RankList title="排行" items={people} error="加载失败" onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('keeps a grey circle when an avatar fails', () => {
    const { container } = render(<RankList title="排行" items={people.slice(0, 1)} />);
    const img = container.querySelector('img') as HTMLImageElement;
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
  });
});
