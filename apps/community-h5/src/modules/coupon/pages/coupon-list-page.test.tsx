import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as CouponListPage } from './coupon-list-page';

const coupon = (
  id: number,
  name: string,
  discountType: number,
  minusPrice: number,
  fullPrice: number,
) => ({
  id,
  couponId: 1000 + id,
  name,
  discountType,
  minusPrice,
  fullPrice,
  endTime: '2030-06-30T08:00:00Z',
  status: 1,
});

describe('CouponListPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists usable coupons with value, threshold and end day, and each status in its tab', async () => {
    const api = mockApi({
      '/api/shop/h5/coupon/list': (p) =>
        p.status === '1'
          ? {
              t: {
                list: [
                  coupon(1, '满100减10元券', 1, 1000, 10000),
                  coupon(2, '活动8.5折券', 2, 85, 0),
                ],
                total: 2,
              },
            }
          : { t: { list: [], total: 0 } },
    });
    renderMemberPage(<CouponListPage />, {
      route: '/app/account/:iid/coupon',
      path: '/app/account/1000/coupon',
    });
    const first = await screen.findByRole('article', { name: '满100减10元券' });
    expect(first).toHaveTextContent('¥10.00');
    expect(first).toHaveTextContent('满¥100.00可用');
    expect(first).toHaveTextContent('有效期至 2030-06-30');
    const second = screen.getByRole('article', { name: '活动8.5折券' });
    expect(second).toHaveTextContent('8.5折');
    expect(second).toHaveTextContent('无门槛');
    expect(screen.getByText('没有更多了')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('tab', { name: '已过期' }));
    expect(await screen.findByText('暂无已过期的优惠券')).toBeInTheDocument();
    expect(api.calls.map(([, p]) => p.status)).toEqual(['1', '3']);
    expect(api.calls[0]?.[1]).toMatchObject({ iid: '1000', pageNumber: '1', pageSize: '10' });
  });
});
