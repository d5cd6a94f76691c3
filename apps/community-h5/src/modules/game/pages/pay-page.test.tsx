import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { orderPriceOf } from '../../../test/order-price';
import { mockApi, renderMemberPage, TEST_MEMBER } from '../../../test/render-page';
import { gameEntry } from '../test-fixtures';
import { Component as GamePayPage } from './pay-page';

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));

const entry = (status: number) => gameEntry(null, status);

const price = orderPriceOf(19_900, { title: '千岛湖环湖骑行赛' });

function server(status: number, calculate: () => unknown = () => ({ t: price })) {
  return mockApi({
    '/api/game/entry': () => ({ t: entry(status) }),
    '/h5/getjsonp': (p) =>
      p.uri === '/h5/order/calculate'
        ? calculate()
        : p.uri === '/h5/order/create'
          ? { t: { orderId: 'GAME1', payPrice: Number(p.payPrice), expiresAt: null } }
          : { code: 404, msg: 'no' },
  });
}

const open = () => renderMemberPage(<GamePayPage />, { route: '/app/pay/game', path: '/app/pay/game?iid=1000&id=4' });

describe('the entry fee of a paid game', () => {
  it('shows the entry and the server’s price, and creates the game order (type 9) at exactly that amount', async () => {
    const api = server(1);
    open();
    expect(await screen.findByRole('region', { name: '报名信息' })).toHaveTextContent('钱骑行 · 休闲组 · 待支付');
    await waitFor(() => expect(screen.getByLabelText('实付金额')).toHaveTextContent('¥199.00'));
    await userEvent.setup().click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(api.calls.some(([path, p]) => path === '/h5/getjsonp' && p.uri === '/h5/order/create')).toBe(true));
    const create = api.calls.find(([path, p]) => path === '/h5/getjsonp' && p.uri === '/h5/order/create')?.[1];
    expect(create).toMatchObject({ iid: '1000', token: TEST_MEMBER.token, orderType: '9', keys: '4', num: '1', payPrice: '19900' });
  });

  it('an entry already paid is not priced again', async () => {
    const api = server(2);
    open();
    expect(await screen.findByText('报名费已支付，报名成功')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交订单' })).not.toBeInTheDocument();
    expect(api.calls.some(([, p]) => p.uri === '/h5/order/calculate')).toBe(false);
  });

  it('a waiting order of the entry sends the member to pay it', async () => {
    server(1, () => ({ code: 4410, msg: '你已有该赛事的待支付订单，请到订单中支付' }));
    open();
    expect(await screen.findByText('你已有该赛事的待支付订单，请到订单中支付')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去订单中支付' })).toHaveAttribute('href', expect.stringContaining('/app/order/1000'));
  });
});
