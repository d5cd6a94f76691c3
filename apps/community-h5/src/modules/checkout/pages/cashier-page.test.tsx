import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderDetailReply } from '../../../test/order-fixtures';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as CashierPage } from './cashier-page';

const ORDER_ID = 'TXCASHIER01';
const HOLD_MS = 5000;

/** The server: the order waits HOLD_MS from `start` on the server's clock, then reads as expired (2); a cancel makes it 3. */
function server(start: number) {
  let status = 1;
  return mockApi({
    '/h5/getjsonp': (p) => {
      const now = Date.now();
      if (p.uri === '/h5/order/update/status') {
        status = 3;
        return {
          t: orderDetailReply({
            orderId: ORDER_ID,
            status,
            title: '家用药箱',
            price: 5900,
            total: 5900,
          }),
        };
      }
      if (status === 1 && now >= start + HOLD_MS) status = 2;
      return {
        t: {
          orderId: ORDER_ID,
          title: '家用药箱',
          image: '',
          businessType: 5,
          status,
          payFen: 5900,
          expiresAt: new Date(start + HOLD_MS).toISOString(),
          serverTime: new Date(now).toISOString(),
          paidAt: null,
        },
      };
    },
  });
}

const path = `/app/pay/order?orderId=${ORDER_ID}&iid=1000`;

describe('the cashier', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('counts down to the automatic cancellation on the server clock and then says the order is gone', async () => {
    vi.useFakeTimers();
    const api = server(Date.now());
    renderMemberPage(<CashierPage />, { route: '/app/pay/order', path });
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveAccessibleName('剩余支付时间 5秒');
    expect(screen.getByText('¥59.00')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('timer')).toHaveAccessibleName('剩余支付时间 3秒');
    // At zero the page asks the server again, which has cancelled it.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('订单已取消或已超时，请重新下单')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /微信支付/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看订单' })).toBeInTheDocument();
    expect(
      api.calls.filter(([, p]) => p.uri === '/h5/order/payDetail').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('cancels the order only once the member confirms', async () => {
    const api = server(Date.now() + 600_000);
    renderMemberPage(<CashierPage />, { route: '/app/pay/order', path });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '取消订单' }));
    const ask = (await screen.findByText('确定取消这个订单吗？')).closest<HTMLElement>(
      '.rv-dialog',
    );
    if (!ask) throw new Error('no confirmation');
    await user.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('确定取消这个订单吗？')).toBeNull());
    expect(api.calls.some(([, p]) => p.uri === '/h5/order/update/status')).toBe(false);

    await user.click(screen.getByRole('button', { name: '取消订单' }));
    const again = (await screen.findByText('确定取消这个订单吗？')).closest<HTMLElement>(
      '.rv-dialog',
    );
    if (!again) throw new Error('no confirmation');
    await user.click(within(again).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('订单已取消或已超时，请重新下单')).toBeInTheDocument();
    expect(
      api.calls.filter(([, p]) => p.uri === '/h5/order/update/status').map(([, p]) => p.status),
    ).toEqual(['3']);
  });
});
