import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as DetailPage } from './order-detail-page';

const order = {
  orderId: 'TX1',
  status: 11,
  businessType: 1,
  title: '亲子自然课堂',
  image: '',
  price: 5900,
  num: 2,
  total: 11800,
  createdAt: '2026-01-02T03:04:05Z',
  tradeNo: '4200',
  company: '中国邮政EMS',
  transportNumber: 'EA123456789CN',
  refundEms: '',
  refundState: 1,
  chainIds: '',
  contactName: '李同心',
  contactPhone: '13800138000',
  deliveryAddress: '',
  remark: '',
  paidAt: null,
};

describe('OrderDetailPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the status, the business type, the parcel and takes the return parcel number', async () => {
    let current = order;
    const api = mockApi({
      '/api/h5/order/detail': () => ({ t: current }),
      '/api/h5/order/logistics': () => ({
        t: {
          company: '中国邮政EMS',
          transportNumber: 'EA123456789CN',
          traces: [{ time: '2026-01-03T00:00:00Z', text: '【深圳市】已签收' }],
        },
      }),
      '/api/h5/order/update/refundEms': (p) => {
        current = { ...order, refundState: 2, refundEms: String(p.refundEms) };
        return { t: current };
      },
    });
    renderMemberPage(<DetailPage />, {
      route: '/app/order/detail',
      path: '/app/order/detail?orderId=TX1',
    });
    expect(await screen.findByRole('region', { name: '订单状态' })).toHaveTextContent('已支付');
    expect(screen.getByRole('region', { name: '商品信息' })).toHaveTextContent('活动');
    expect(screen.getByRole('region', { name: '商品信息' })).toHaveTextContent('¥118.00');
    expect(await screen.findByText('【深圳市】已签收')).toBeInTheDocument();

    const refund = screen.getByRole('region', { name: '退款退货' });
    const user = userEvent.setup();
    await user.click(within(refund).getByRole('button', { name: '提交退货物流' }));
    expect(within(refund).getByRole('alert')).toHaveTextContent('必填哦');
    await user.type(within(refund).getByLabelText('退货单号'), 'EA987654321CN');
    await user.click(within(refund).getByRole('button', { name: '提交退货物流' }));
    expect(await within(refund).findByText('EA987654321CN')).toBeInTheDocument();
    expect(api.calls.filter(([path]) => path === '/api/h5/order/update/refundEms')).toHaveLength(1);
  });

  it.each([
    [1, '等待买家付款'],
    [3, '已取消'],
    [2, '已失效'],
  ])('labels status %i as %s', async (status, label) => {
    mockApi({
      '/api/h5/order/detail': () => ({
        t: { ...order, status, transportNumber: '', refundState: 0 },
      }),
    });
    renderMemberPage(<DetailPage />, {
      route: '/app/order/detail',
      path: '/app/order/detail?orderId=TX1',
    });
    expect(await screen.findByRole('region', { name: '订单状态' })).toHaveTextContent(label);
    expect(screen.queryByRole('region', { name: '物流信息' })).toBeNull();
  });
});
