import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderDetailReply } from '../../../test/order-fixtures';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as ListPage } from './order-list-page';

const row = (
  orderId: string,
  title: string,
  status: number,
  extra: Record<string, unknown> = {},
) => ({
  orderId,
  status,
  businessType: 5,
  title,
  image: '',
  price: 2990,
  num: 1,
  total: 2990,
  createdAt: '2026-11-20T02:00:00Z',
  transportNumber: '',
  refundState: 0,
  commented: false,
  ...extra,
});

const orders = [
  row('TXW1', '同心公益帆布袋', 1),
  row('TXS1', '高山红茶', 12, { transportNumber: 'SF1234567890' }),
  row('TXP1', '同心徽章套装', 11),
  row('TXR1', '志愿服务手册', 11, { refundState: 3 }),
  row('TXC1', '环保购物袋', 11, { commented: true }),
];

describe('my orders', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('offers what each status allows: pay or cancel, parcel and receipt, comment and code; a refund shows its state', async () => {
    const api = mockApi({
      '/api/h5/order/list': () => ({ t: { list: orders, total: orders.length } }),
      '/h5/getjsonp': (p) =>
        p.uri === '/h5/order/update/status'
          ? { t: orderDetailReply({ orderId: 'TXW1', status: 3 }) }
          : { code: 404, msg: 'no' },
    });
    renderMemberPage(<ListPage />, { route: '/app/order/:iid', path: '/app/order/1000' });
    const card = async (title: string) =>
      within(await screen.findByRole('article', { name: title }));
    const actions = async (title: string) =>
      (await card(title)).getByRole('group', { name: '订单操作' });

    const waiting = await actions('同心公益帆布袋');
    expect(within(waiting).getByRole('link', { name: '去支付' })).toHaveAttribute(
      'href',
      '/app/pay/order?orderId=TXW1&iid=1000',
    );
    expect((await card('同心公益帆布袋')).getByText('商品')).toBeInTheDocument();

    const shipped = await actions('高山红茶');
    expect(within(shipped).getByRole('button', { name: '确认收货' })).toBeInTheDocument();
    expect(within(shipped).getByRole('link', { name: '查看物流' })).toHaveAttribute(
      'href',
      '/app/order/ems?orderId=TXS1&iid=1000',
    );

    const paid = await actions('同心徽章套装');
    expect(within(paid).getByRole('link', { name: '评价' })).toHaveAttribute(
      'href',
      '/app/order/comment?orderId=TXP1&iid=1000',
    );
    expect(within(paid).getByRole('link', { name: '核销码' })).toBeInTheDocument();

    expect((await card('志愿服务手册')).getByText('已支付 · 退款中')).toBeInTheDocument();
    expect(
      within(await actions('志愿服务手册')).queryByRole('link', { name: '核销码' }),
    ).not.toBeInTheDocument();
    expect(
      within(await actions('环保购物袋')).queryByRole('link', { name: '评价' }),
    ).not.toBeInTheDocument();

    // Cancelling asks first.
    const user = userEvent.setup();
    await user.click(within(waiting).getByRole('button', { name: '取消订单' }));
    const ask = (await screen.findByText('确定取消这个订单吗？')).closest<HTMLElement>(
      '.rv-dialog',
    );
    if (!ask) throw new Error('no confirmation');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(
        api.calls
          .filter(([, p]) => p.uri === '/h5/order/update/status')
          .map(([, p]) => [p.orderId, p.status]),
      ).toEqual([['TXW1', '3']]),
    );
    expect(await screen.findByText('订单已取消')).toBeInTheDocument();
  });
});
