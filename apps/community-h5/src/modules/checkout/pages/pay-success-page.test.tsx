import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as PaySuccessPage, POLL_MS, POLLS_BEFORE_ASKING } from './pay-success-page';

const ORDER_ID = 'TXPAID01';

/** The server's view of the order: waiting until `paid.now` is set (the provider's notify arrived). */
function server() {
  const paid = { now: false };
  const api = mockApi({
    '/h5/getjsonp': () => ({
      t: {
        orderId: ORDER_ID,
        title: '志愿者纪念帆布包',
        image: '',
        businessType: 5,
        status: paid.now ? 11 : 1,
        payFen: 4395,
        expiresAt: null,
        serverTime: new Date().toISOString(),
        paidAt: null,
      },
    }),
  });
  const reads = () => api.calls.filter(([, p]) => p.uri === '/h5/order/payDetail').length;
  return { paid, reads };
}

describe('the payment result', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('reads the order until the notify arrives, then asks the member, and shows the order once paid', async () => {
    vi.useFakeTimers();
    const { paid, reads } = server();
    renderMemberPage(<PaySuccessPage />, {
      route: '/app/pay/paySuccess',
      path: `/app/pay/paySuccess?orderId=${ORDER_ID}&iid=1000`,
    });
    expect(await screen.findByRole('heading', { name: '正在确认支付结果…' })).toBeInTheDocument();
    // One read every POLL_MS (each step rendered, as the phone does between reads).
    for (let i = 1; i < POLLS_BEFORE_ASKING; i++)
      await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByRole('heading', { name: '是否已完成支付？' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '支付遇到问题，返回收银台' })).toHaveAttribute(
      'href',
      `/app/pay/order?orderId=${ORDER_ID}&iid=1000`,
    );
    // It stops asking the server while the member decides.
    const asked = reads();
    expect(asked).toBe(POLLS_BEFORE_ASKING);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(reads()).toBe(asked);

    paid.now = true;
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: '已完成支付' }));
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeInTheDocument();
    expect(screen.getByText('志愿者纪念帆布包，实付 ¥43.95')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看订单' })).toHaveAttribute(
      'href',
      `/app/order/detail?orderId=${ORDER_ID}&iid=1000`,
    );
  });
});
