import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as PresalePage } from './presale-page';

const presale = (state: number, extra: Record<string, unknown> = {}) => ({
  id: 1,
  goodsId: 17,
  title: '【预售】秋季助农新米礼盒',
  image: '',
  priceFen: 9900,
  depositFen: 2000,
  balanceFen: 7900,
  stock: 49,
  balanceStart: '2030-01-01T00:00:00Z',
  balanceEnd: '2030-01-08T00:00:00Z',
  rules: '逾期未付尾款，定金不予退还。',
  state,
  orderId: '',
  serverTime: new Date().toISOString(),
  ...extra,
});

function open(state: number, extra: Record<string, unknown> = {}, route = '/app/pay/advance') {
  const api = mockApi({ '/api/mall/presale/detail': () => ({ t: presale(state, extra) }) });
  const view = renderMemberPage(<PresalePage />, { route, path: `${route}?iid=1000&presaleId=1` });
  return { api, view };
}

describe('the pre-sale pages', () => {
  it('shows the price split into deposit and balance, the window and rules, and hands the deposit to the confirm page', async () => {
    const { api } = open(0);
    const card = await screen.findByRole('article', { name: '【预售】秋季助农新米礼盒' });
    expect(card).toHaveTextContent('预售价 ¥99.00');
    expect(card).toHaveTextContent('剩余 49 件');
    const steps = screen.getByRole('region', { name: '支付步骤' });
    expect(steps).toHaveTextContent('① 定金 ¥20.00');
    expect(steps).toHaveTextContent('② 尾款 ¥79.00');
    expect(steps).toHaveTextContent('尾款支付时间：2030-01-01');
    expect(screen.getByRole('region', { name: '预售规则' })).toHaveTextContent('定金不予退还');
    expect(screen.getByRole('link', { name: '支付定金 ¥20.00' })).toHaveAttribute('href', '/app/pay/mall-order?iid=1000&orderType=12&keys=1&num=1');
    expect(api.calls.find(([path]) => path === '/api/mall/presale/detail')?.[1]).toMatchObject({ presaleId: '1' });
  });

  it('offers the balance in its window on advance1, with its countdown', async () => {
    open(3, { balanceStart: new Date(Date.now() - 60_000).toISOString(), balanceEnd: new Date(Date.now() + 3_600_000).toISOString() }, '/app/pay/advance1');
    expect(await screen.findByRole('link', { name: '支付尾款 ¥79.00' })).toHaveAttribute('href', '/app/pay/mall-order?iid=1000&orderType=13&keys=1&num=1');
    expect(screen.getByRole('region', { name: '支付步骤' })).toHaveTextContent('尾款剩余支付时间');
  });

  it.each([
    [1, { orderId: 'TXDEP' }, '继续支付定金', '/app/pay/order?orderId=TXDEP&iid=1000'],
    [4, { orderId: 'TXBAL' }, '继续支付尾款', '/app/pay/order?orderId=TXBAL&iid=1000'],
  ])('sends a waiting order (state %i) back to its cashier', async (state, extra, name, href) => {
    open(state, extra);
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
  });

  it.each([
    [2, '定金已支付，尾款将于 2030-01-01', '等待尾款开始'],
    [6, '预售名额已抢完', '已抢完'],
    [8, '尾款支付已结束，定金不予退还', '已结束'],
  ])('says what state %i means and offers no payment', async (state, note, button) => {
    open(state);
    expect(await screen.findByText(note, { exact: false })).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: button })).toBeDisabled();
  });
});
