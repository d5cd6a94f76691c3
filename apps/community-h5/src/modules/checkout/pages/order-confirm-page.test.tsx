import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderMemberPage, TEST_MEMBER } from '../../../test/render-page';
import { Component as ConfirmPage } from './order-confirm-page';

const coupons = [
  { id: 11, name: '新人5元无门槛券', discountType: 1, minusPrice: 500, fullPrice: 0, endTime: '2030-01-01T00:00:00Z', usable: true, reason: '', saveFen: 500 },
  { id: 12, name: '满100减10元券', discountType: 1, minusPrice: 1000, fullPrice: 10000, endTime: '2030-01-01T00:00:00Z', usable: false, reason: '未满100元', saveFen: 0 },
];

/** The server's price of what the page asks: the coupon named takes 5 yuan off, points 1:1 up to 20. */
function price(p: Record<string, unknown>) {
  const couponFen = p.couponId === '11' ? 500 : 0;
  const pointsFen = p.useCoin === '1' ? 20 : 0;
  const goodsFen = 9900 * Number(p.num ?? 1);
  return {
    t: {
      title: '志愿者特权卡·年卡',
      image: '',
      unitFen: 9900,
      num: Number(p.num ?? 1),
      items: [],
      goodsFen,
      feeFen: 0,
      insurFen: 0,
      insurUnitFen: 0,
      couponFen,
      couponIds: couponFen ? [11] : [],
      coupons,
      promoFen: 0,
      pointsBalance: 20,
      pointsMax: 20,
      pointsUsed: pointsFen,
      pointsFen,
      payFen: goodsFen - couponFen - pointsFen,
      needsAddress: false,
      limit: null,
      holdSeconds: 1800,
    },
  };
}

function server() {
  return mockApi({
    '/api/address/list': () => ({ t: [] }),
    '/h5/getjsonp': (p) =>
      p.uri === '/h5/order/calculate'
        ? price(p)
        : p.uri === '/h5/order/create'
          ? p.payPrice === String(price(p).t.payFen)
            ? { t: { orderId: 'VIPX1', payPrice: Number(p.payPrice), expiresAt: null } }
            : { code: 1127, msg: '订单金额已变化，请确认后重新提交' }
          : { code: 404, msg: 'no' },
  });
}

describe('the confirm page', () => {
  it('shows the server price, offers the best coupon, lists unusable ones with the reason, and creates at the shown amount', async () => {
    const api = server();
    renderMemberPage(<ConfirmPage />, { route: '/app/pay/mall-order', path: '/app/pay/mall-order?iid=1000&orderType=30&keys=2' });
    const amounts = await screen.findByRole('region', { name: '金额明细' });
    await waitFor(() => expect(amounts).toHaveTextContent('-¥5.00'));
    expect(screen.getByLabelText('实付金额')).toHaveTextContent('¥94.00');
    expect(screen.getByText('提交订单后请在 30 分钟内完成支付，超时订单将自动取消')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /-¥5\.00/ }));
    const sheet = await screen.findByRole('dialog', { name: '选择优惠券' });
    expect(within(sheet).getByRole('list', { name: '不可用优惠券' })).toHaveTextContent('不可用原因：未满100元');
    await user.click(within(sheet).getByRole('button', { name: /新人5元无门槛券/ }));

    await user.click(screen.getByRole('switch', { name: '使用积分抵扣' }));
    await waitFor(() => expect(screen.getByLabelText('实付金额')).toHaveTextContent('¥93.80'));
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(api.calls.some(([path, p]) => path === '/h5/getjsonp' && p.uri === '/h5/order/create')).toBe(true));
    const create = api.calls.find(([path, p]) => path === '/h5/getjsonp' && p.uri === '/h5/order/create')?.[1];
    expect(create).toMatchObject({ iid: '1000', token: TEST_MEMBER.token, orderType: '30', keys: '2', num: '1', couponId: '11', useCoin: '1', payPrice: '9380' });
  });

  it('says what to do when nothing was handed over', async () => {
    server();
    renderMemberPage(<ConfirmPage />, { route: '/app/pay/mall-order', path: '/app/pay/mall-order?iid=1000' });
    expect(await screen.findByText('没有要结算的商品，请回到商品页重新选择')).toBeInTheDocument();
  });

  it('on /app/pay/vip-pay prices the vip card of the query id through the same checkout', async () => {
    const api = server();
    renderMemberPage(<ConfirmPage />, { route: '/app/pay/vip-pay', path: '/app/pay/vip-pay?iid=1000&id=2' });
    await screen.findByRole('region', { name: '金额明细' });
    await waitFor(() => expect(screen.getByLabelText('实付金额')).toHaveTextContent('¥94.00'));
    expect(api.calls.find(([, p]) => p.uri === '/h5/order/calculate')?.[1]).toMatchObject({ orderType: '30', keys: '2', num: '1' });
  });
});
