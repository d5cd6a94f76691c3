import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../lib/page-load';
import { mockApi, renderMemberPage, TEST_MEMBER } from '../../../test/render-page';
import { Component as PayCouponPage } from './pay-coupon-page';

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));

const sale = (state: number, extra: Record<string, unknown> = {}) => ({
  id: 1006,
  name: '商城满200减50元券',
  discountType: 1,
  minusPrice: 5000,
  fullPrice: 20000,
  endTime: '2027-11-24T00:00:00Z',
  priceFen: 990,
  stock: 12,
  rules: '限商城商品使用；每人限购1张。',
  state,
  orderId: '',
  ...extra,
});

const open = (path = '/app/pay/payCoupon?iid=1000&couponId=1006&saleIid=1200') =>
  renderMemberPage(<PayCouponPage />, { route: '/app/pay/payCoupon', path });

describe('the paid coupon page', () => {
  it('shows the coupon, its price, stock and rules, buys it at the server price and opens the cashier', async () => {
    const api = mockApi({
      '/api/shop/coupon/sale': () => ({ t: sale(0) }),
      '/h5/getjsonp': (p) => (p.uri === '/h5/order/create' ? { t: { orderId: 'TXCOUPON1', payPrice: 990 } } : { code: 404, msg: 'no' }),
    });
    const view = open();
    const card = await screen.findByRole('article', { name: '商城满200减50元券' });
    expect(card).toHaveTextContent('¥50.00');
    expect(card).toHaveTextContent('满¥200.00可用');
    expect(card).toHaveTextContent('有效期至');
    expect(screen.getByRole('region', { name: '购买信息' })).toHaveTextContent('剩余 12 张');
    expect(screen.getByRole('region', { name: '使用规则' })).toHaveTextContent('每人限购1张');
    await userEvent.setup().click(screen.getByRole('button', { name: '立即购买 ¥9.90' }));
    await waitFor(() => expect(view.location()).toBe('/app/pay/order?orderId=TXCOUPON1&iid=1000&saleIid=1200'));
    expect(loadPage).toHaveBeenCalledWith('/app/pay/order?orderId=TXCOUPON1&iid=1000&saleIid=1200');
    const create = api.calls.find(([path, p]) => path === '/h5/getjsonp' && p.uri === '/h5/order/create')?.[1];
    expect(create).toMatchObject({ iid: '1000', token: TEST_MEMBER.token, orderType: '11', keys: '1006', num: '1', payPrice: '990', saleIid: '1200' });
  });

  it('sends a waiting order back to its cashier, and says so when sold out or already held', async () => {
    mockApi({ '/api/shop/coupon/sale': () => ({ t: sale(1, { orderId: 'TXWAIT' }) }) });
    const view = open('/app/pay/payCoupon?iid=1000&couponId=1006');
    await userEvent.setup().click(await screen.findByRole('button', { name: '继续支付' }));
    await waitFor(() => expect(view.location()).toBe('/app/pay/order?orderId=TXWAIT&iid=1000'));
    view.unmount();

    mockApi({ '/api/shop/coupon/sale': () => ({ t: sale(3, { stock: 0 }) }) });
    const soldOut = open();
    expect(await screen.findByRole('button', { name: '已售罄' })).toBeDisabled();
    soldOut.unmount();

    mockApi({ '/api/shop/coupon/sale': () => ({ t: sale(2) }) });
    open();
    expect(await screen.findByText('已购买，优惠券已放入您的卡包')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看我的优惠券' })).toHaveAttribute('href', expect.stringContaining('/app/account/1000/coupon'));
  });

  it('shows the refusal and the error with retry', async () => {
    let fail = true;
    mockApi({
      '/api/shop/coupon/sale': () => (fail ? { code: 500, msg: '服务繁忙' } : { t: sale(0) }),
      '/h5/getjsonp': () => ({ code: 1211, msg: '优惠券已售罄' }),
    });
    open();
    const retry = await screen.findByRole('button', { name: /重试/ });
    fail = false;
    await userEvent.setup().click(retry);
    await userEvent.setup().click(await screen.findByRole('button', { name: '立即购买 ¥9.90' }));
    expect(await screen.findByText('优惠券已售罄')).toBeInTheDocument();
  });
});
