import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as AnylsisPage } from './anylsis-page';

const ROUTE = { route: '/app/account/distr/anylsis', path: '/app/account/distr/anylsis' };
const day = (d: number, orders: number, earningsFen: number, newMembers: number, newFans: number) => ({ day: `2026-11-${String(d).padStart(2, '0')}`, orders, salesFen: orders * 9900, earningsFen, newMembers, newFans });
const week = [day(18, 0, 0, 0, 1), day(19, 2, 1980, 1, 0), day(20, 0, 0, 0, 0), day(21, 1, 990, 0, 2), day(22, 0, 0, 0, 0), day(23, 3, 2970, 2, 1), day(24, 0, 0, 0, 0)];

function open(series = week) {
  const api = mockApi({
    '/h5/getjsonp': (p) => (p.uri === '/multidis/statistic' ? { t: { todayFen: 0, monthFen: 5940, totalFen: 12_000, orders: 6, salesFen: 59_400, series: Number(p.days) === 30 ? [...series, day(25, 5, 4950, 0, 0)] : series } } : { code: 404, msg: 'no' }),
  });
  const view = renderMemberPage(<AnylsisPage />, ROUTE);
  return { api, ...view };
}

describe('AnylsisPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sums the range and draws earnings and new members as lines and orders as bars, day by day', async () => {
    const { container } = open();
    const kpis = await screen.findByRole('region', { name: '区间汇总' });
    expect(kpis).toHaveTextContent('6推广订单数');
    expect(kpis).toHaveTextContent('¥594.00推广金额');
    expect(kpis).toHaveTextContent('¥59.40预估佣金');
    expect(kpis).toHaveTextContent('3新增下级');
    expect(kpis).toHaveTextContent('4新增粉丝');
    expect(kpis).toHaveTextContent('¥120.00累计佣金');

    // Drawn, not listed: each chart is an SVG plot (a line's path, one bar a day with orders).
    const earnings = screen.getByRole('figure', { name: '佣金收入' });
    expect(earnings.querySelector('svg path')).not.toBeNull();
    const orders = screen.getByRole('figure', { name: '推广订单（笔）' });
    expect(orders.querySelectorAll('svg g[data-series="订单"] rect')).toHaveLength(7);
    const members = screen.getByRole('figure', { name: '新增成员（人）' });
    expect(members.querySelectorAll('svg path').length).toBeGreaterThanOrEqual(2);
    // The same figures as a table for screen readers, with the x axis as days.
    expect(within(orders).getByRole('table')).toHaveTextContent('11-23');
    expect(within(earnings).getByRole('table')).toHaveTextContent('¥29.70');
    expect(container.querySelectorAll('figure svg')).toHaveLength(3);
  });

  it('asks for a longer range when the member picks it', async () => {
    const { api } = open();
    await screen.findByRole('region', { name: '区间汇总' });
    await userEvent.setup().click(screen.getByRole('tab', { name: '近30天' }));
    await waitFor(() => expect(screen.getByRole('region', { name: '区间汇总' })).toHaveTextContent('11推广订单数'));
    expect(api.calls.map(([, p]) => p.days)).toEqual(['7', '30']);
  });

  it('says there is nothing to draw on a range without data', async () => {
    open([]);
    await screen.findByRole('region', { name: '区间汇总' });
    expect(screen.getByText('暂无佣金收入')).toBeInTheDocument();
    expect(screen.getAllByText('暂无数据')).toHaveLength(2);
  });
});
