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

describe('OrderDetailPage after-sale', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
  const paid = { ...order, refundState: 0, transportNumber: '', refundableFen: 11800, refundTypes: [1], refundTimeline: [] };

  it('asks after 申请售后 only: the type the order allows, an amount up to what is left; then shows its steps', async () => {
    let current: Record<string, unknown> = paid;
    const api = mockApi({
      '/api/h5/order/detail': () => ({ t: current }),
      '/api/order/refund': (p) => {
        current = { ...paid, refundState: 3, refundType: p.refundType, refundFen: p.amountFen, refundReason: p.reason, refundableFen: 0, refundTypes: [], refundTimeline: [{ time: '2026-01-04T00:00:00Z', text: '申请退款 ¥118.00，原因：计划有变' }, { time: null, text: '退款处理中，将原路退回' }] };
        return { t: current };
      },
    });
    renderMemberPage(<DetailPage />, { route: '/app/order/detail', path: '/app/order/detail?orderId=TX1' });
    const user = userEvent.setup();
    expect(await screen.findByRole('region', { name: '订单状态' })).toHaveTextContent('已支付');
    expect(screen.queryByLabelText('退款原因')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '申请售后' }));
    expect(screen.getByRole('radio', { name: '仅退款' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '退货退款' })).toBeDisabled();
    await user.type(screen.getByLabelText('退款原因'), '计划有变');
    await user.clear(screen.getByLabelText('退款金额'));
    await user.type(screen.getByLabelText('退款金额'), '118.01');
    await user.click(screen.getByRole('button', { name: '提交退款申请' }));
    expect(await screen.findByText('最多可退 ¥118.00', { selector: '.rv-field__error-message, [role="alert"], .rv-toast__text' })).toBeInTheDocument();
    expect(api.calls.filter(([path]) => path === '/api/order/refund')).toHaveLength(0);
    await user.clear(screen.getByLabelText('退款金额'));
    await user.type(screen.getByLabelText('退款金额'), '118');
    await user.click(screen.getByRole('button', { name: '提交退款申请' }));
    const steps = await screen.findByRole('list', { name: '售后进度' });
    expect(steps).toHaveTextContent('申请退款 ¥118.00，原因：计划有变');
    expect(screen.getByRole('region', { name: '订单状态' })).toHaveTextContent('售后中');
    expect(api.calls.find(([path]) => path === '/api/order/refund')?.[1]).toMatchObject({ amountFen: 11800, refundType: 1, reason: '计划有变' });
  });

  it('reads 已退款 after a full refund, with what came back', async () => {
    mockApi({
      '/api/h5/order/detail': () => ({
        t: { ...paid, refundState: 4, refundFen: 11800, refundableFen: 0, refundTypes: [], refundTimeline: [{ time: '2026-01-05T00:00:00Z', text: '已退回本单使用的优惠券 1 张、积分 100' }] },
      }),
    });
    renderMemberPage(<DetailPage />, { route: '/app/order/detail', path: '/app/order/detail?orderId=TX1' });
    expect(await screen.findByRole('region', { name: '订单状态' })).toHaveTextContent('已退款');
    expect(screen.getByRole('list', { name: '售后进度' })).toHaveTextContent('已退回本单使用的优惠券 1 张、积分 100');
    expect(screen.queryByRole('button', { name: '申请售后' })).not.toBeInTheDocument();
  });
});

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
    // A refund under way heads the page, not 已支付.
    expect(await screen.findByRole('region', { name: '订单状态' })).toHaveTextContent('售后中');
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
