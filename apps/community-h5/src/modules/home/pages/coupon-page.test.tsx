import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as CouponPage } from './coupon-page';

const open = [
  {
    id: 1001,
    name: '满100减10元券',
    discountType: 1,
    minusPrice: 1000,
    fullPrice: 10000,
    endTime: '2030-12-31T08:00:00.000Z',
  },
  {
    id: 1002,
    name: '活动8.5折券',
    discountType: 2,
    minusPrice: 85,
    fullPrice: 0,
    endTime: '2030-12-31T08:00:00.000Z',
  },
];
const mine = (couponId: number, status: number) => ({
  id: couponId - 1000,
  couponId,
  name: '',
  discountType: 1,
  minusPrice: 100,
  fullPrice: 0,
  endTime: '2030-12-31T08:00:00.000Z',
  status,
});

describe('the coupon centre', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says 已领取 for the coupons the member holds, also after a reload, and after a claim', async () => {
    const held = [mine(1001, 2)];
    const api = mockApi({
      '/api/shop/coupons/open': () => ({ t: open }),
      '/api/shop/coupons/forSale': () => ({ t: [] }),
      '/api/shop/h5/coupon/list': (p) => ({
        t: { list: held.filter((c) => String(c.status) === p.status), total: 1 },
      }),
      '/api/shop/coupon/recv': (p) => {
        held.push(mine(Number(p.couponId), 1));
        return { t: 1 };
      },
    });
    renderMemberPage(<CouponPage />, {
      route: '/app/index/:iid/coupon',
      path: '/app/index/1000/coupon',
    });
    const rows = await screen.findAllByRole('listitem');
    const amount = rows.find((r) => r.textContent?.includes('满100减10元券'));
    const discount = rows.find((r) => r.textContent?.includes('活动8.5折券'));
    if (!amount || !discount) throw new Error('coupon rows missing');
    expect(amount).toHaveTextContent('¥10.00');
    expect(amount).toHaveTextContent('满¥100.00可用 · 有效期至 2030-12-31');
    expect(await within(amount).findByRole('button', { name: '已领取' })).toBeDisabled();
    expect(discount).toHaveTextContent('8.5折');
    expect(discount).toHaveTextContent('无门槛');

    await userEvent.setup().click(within(discount).getByRole('button', { name: '领取' }));
    expect(await within(discount).findByRole('button', { name: '已领取' })).toBeDisabled();
    expect(api.calls.filter(([path]) => path === '/api/shop/coupon/recv')).toEqual([
      ['/api/shop/coupon/recv', { iid: 1000, token: 't'.repeat(43), couponId: 1002 }],
    ]);
  });

  it('lists the coupons sold for money apart, each leading to its purchase page', async () => {
    const paid = (id: number, name: string, priceFen: number, stock: number | null) => ({ ...open[0], id, name, priceFen, stock, minusPrice: 5000, fullPrice: 20000 });
    mockApi({
      '/api/shop/coupons/open': () => ({ t: [] }),
      '/api/shop/coupons/forSale': () => ({ t: [paid(1006, '商城满200减50元券', 990, 100), paid(1007, '民宿立减券', 1990, 0)] }),
      '/api/shop/h5/coupon/list': () => ({ t: { list: [], total: 0 } }),
    });
    renderMemberPage(<CouponPage />, { route: '/app/index/:iid/coupon', path: '/app/index/1000/coupon' });
    const section = await screen.findByRole('region', { name: '付费优惠券' });
    const buy = within(section).getByRole('link', { name: '¥9.90 购买' });
    expect(buy).toHaveAttribute('href', expect.stringMatching(/^\/app\/pay\/payCoupon\?couponId=1006&iid=1000/));
    expect(buy.closest('li')).toHaveTextContent('商城满200减50元券');
    expect(buy.closest('li')).toHaveTextContent('满¥200.00可用');
    expect(within(section).getByRole('link', { name: '已售罄' })).toHaveAttribute('href', expect.stringContaining('couponId=1007'));
    expect(screen.queryByText(/暂无可领取的优惠券/)).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to sign in and back', async () => {
    mockApi({ '/api/shop/coupons/open': () => ({ t: open }), '/api/shop/coupons/forSale': () => ({ t: [] }) });
    renderMemberPage(<CouponPage />, {
      route: '/app/index/:iid/coupon',
      path: '/app/index/1000/coupon',
      member: null,
    });
    const rows = await screen.findAllByRole('listitem');
    await userEvent
      .setup()
      .click(within(rows[0] as HTMLElement).getByRole('button', { name: '领取' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/app/account/login?redirect=%2Fapp%2Findex%2F1000%2Fcoupon',
    );
  });
});
