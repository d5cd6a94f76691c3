import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DonutChart } from './donut-chart';
import { BarChart, LineChart } from './xy-chart';

const days = ['6/1', '6/2', '6/3', '6/4', '6/5', '6/6', '6/7'];
const fen = (v: number) => `¥${(v / 100).toFixed(2)}`; // stands in for the app's formatter

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('LineChart', () => {
  it('is a figure named by its title whose numbers are in a table for screen readers', () => {
    render(
      <LineChart
        title="近7日收益"
        labels={days}
        series={[
          { name: '收益', values: [1200, 0, 3050, null, 800, 990, 4000] },
          { name: '退款', values: [0, 0, 500, 0, 0, 0, 0] },
        ]}
        formatValue={fen}
      />,
    );
    const figure = screen.getByRole('figure', { name: '近7日收益' });
    const table = within(figure).getByRole('table', { name: '近7日收益' });
    expect(cells(table)[0]).toEqual(['日期', '收益', '退款']);
    expect(cells(table)[1]).toEqual(['6/1', '¥12.00', '¥0.00']);
    expect(cells(table)[4]).toEqual(['6/4', '—', '¥0.00']);
    // The drawing is hidden from assistive technology; the legend names both series.
    expect(figure.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(figure).getByText('退款', { selector: 'li span' })).toBeInTheDocument();
  });

  it('breaks the line at a missing value and labels the axis with the formatter', () => {
    const { container } = render(
      <LineChart
        title="收益"
        labels={days}
        series={[{ name: '收益', values: [1200, 0, 3050, null, 800, 990, 4000] }]}
        formatValue={fen}
      />,
    );
    const d = container.querySelector('[data-series="收益"] path')?.getAttribute('d') ?? '';
    expect(d.match(/M/g)).toHaveLength(2);
    expect(d.match(/L/g)).toHaveLength(4);
    const texts = [...container.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(texts).toContain('¥0.00');
    expect(texts).toContain('¥40.00');
    // One series: no legend.
    expect(container.querySelector('ul')).toBeNull();
  });

  it('shows the values at a tapped label', () => {
    const { container } = render(
      <LineChart
        title="收益"
        labels={days}
        series={[{ name: '收益', values: [1, 2, 3, 4, 5, 6, 7] }]}
      />,
    );
    const svg = container.querySelector('svg') as SVGSVGElement;
    vi.spyOn(svg, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      top: 0,
      width: 343,
      height: 200,
    } as DOMRect);
    // The plot starts after the y labels; tap the far right: the last label.
    fireEvent.click(svg, { clientX: 330 });
    expect(screen.getByTestId('chart-readout')).toHaveTextContent('6/7收益：7');
    fireEvent.pointerLeave(svg);
    expect(screen.queryByTestId('chart-readout')).toBeNull();
  });

  it('says 暂无数据 when there is nothing to draw, and has no table', () => {
    render(
      <LineChart
        title="收益"
        labels={days}
        series={[{ name: '收益', values: days.map(() => null) }]}
      />,
    );
    expect(screen.getByRole('figure', { name: '收益' })).toHaveTextContent('暂无数据');
    expect(screen.queryByRole('table')).toBeNull();
    render(<BarChart title="订单" labels={[]} series={[]} emptyText="还没有订单" />);
    expect(screen.getByRole('figure', { name: '订单' })).toHaveTextContent('还没有订单');
    // Nothing but zeros has no scale: no ticks of fractions of a fen (¥0.01, ¥0.01…).
    render(<LineChart title="佣金" labels={days} formatValue={(v) => `¥${(v / 100).toFixed(2)}`} integer series={[{ name: '佣金', values: days.map(() => 0) }]} />);
    expect(screen.getByRole('figure', { name: '佣金' })).toHaveTextContent('暂无数据');
    expect(screen.getByRole('figure', { name: '佣金' })).not.toHaveTextContent('¥0.01');
  });
});

describe('BarChart', () => {
  it('draws one bar per value, grouped by label, from zero', () => {
    const { container } = render(
      <BarChart
        title="订单数"
        labels={['活动', '商品', '民宿']}
        series={[
          { name: '本周', values: [5, 12, 0] },
          { name: '上周', values: [3, null, 2] },
        ]}
        integer
        labelHeader="业务"
      />,
    );
    const week = container.querySelectorAll('[data-series="本周"] rect');
    const last = container.querySelectorAll('[data-series="上周"] rect');
    expect(week).toHaveLength(3);
    expect(last).toHaveLength(2);
    // Twelve is the tallest; zero has no height; whole-number ticks only.
    const h = (el: Element | undefined) => Number(el?.getAttribute('height'));
    expect(h(week[1])).toBeGreaterThan(h(week[0]));
    expect(h(week[2])).toBe(0);
    const ticks = [...container.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(ticks.filter((t) => t?.includes('.'))).toEqual([]);
    expect(cells(screen.getByRole('table'))[0]).toEqual(['业务', '本周', '上周']);
  });

  it('thins the x labels so they do not overlap on a narrow screen', () => {
    const labels = Array.from({ length: 30 }, (_, i) => `6月${i + 1}日`);
    const { container } = render(
      <BarChart
        title="步数"
        labels={labels}
        series={[{ name: '步数', values: labels.map((_, i) => i * 100) }]}
      />,
    );
    const shown = [...container.querySelectorAll('svg text[text-anchor="middle"]')].map(
      (t) => t.textContent,
    );
    expect(shown.length).toBeLessThan(30);
    expect(shown[0]).toBe('6月1日');
    // Every label is still in the table.
    expect(screen.getAllByRole('row')).toHaveLength(31);
  });
});

describe('responsive width', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lays the chart out at the width of its container, following resizes', () => {
    let report: (w: number) => void = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: ResizeObserverCallback) {
          report = (width) =>
            cb(
              [{ contentRect: { width } } as ResizeObserverEntry],
              this as unknown as ResizeObserver,
            );
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(
      <BarChart
        title="步数"
        labels={days}
        series={[{ name: '步数', values: [1, 2, 3, 4, 5, 6, 7] }]}
      />,
    );
    act(() => report(600));
    expect(container.querySelector('svg')).toHaveAttribute('width', '600');
    act(() => report(300));
    expect(container.querySelector('svg')).toHaveAttribute('width', '300');
  });
});

describe('DonutChart', () => {
  it('shows shares with the total in the middle, percentages in the legend and the table', () => {
    const { container } = render(
      <DonutChart
        title="性别分布"
        centerLabel="总人数"
        items={[
          { name: '男', value: 30 },
          { name: '女', value: 50 },
          { name: '未知', value: 0 },
        ]}
      />,
    );
    expect(container.querySelectorAll('path')).toHaveLength(2);
    const figure = screen.getByRole('figure', { name: '性别分布' });
    expect(figure).toHaveTextContent('80');
    expect(figure).toHaveTextContent('总人数');
    expect(figure).toHaveTextContent('30 · 37.5%');
    expect(cells(screen.getByRole('table', { name: '性别分布' }))).toEqual([
      ['类别', '数值', '占比'],
      ['男', '30', '37.5%'],
      ['女', '50', '62.5%'],
    ]);
  });

  it('draws a single share as a whole ring and nothing as the empty state', () => {
    const { container, unmount } = render(
      <DonutChart title="保险" items={[{ name: '已购', value: 12 }]} />,
    );
    expect(container.querySelector('path')?.getAttribute('d')?.match(/A/g)).toHaveLength(4);
    unmount();
    render(<DonutChart title="保险" items={[{ name: '已购', value: 0 }]} />);
    expect(screen.getByRole('figure', { name: '保险' })).toHaveTextContent('暂无数据');
  });
});
