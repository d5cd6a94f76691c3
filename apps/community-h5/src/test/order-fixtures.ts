import type { order } from '@tongxin/api-client';

/** An order as order.detail (and update/status) answers it: a waiting goods order unless `fields` say otherwise. */
export function orderDetailReply(fields: Partial<order.OrderDetail> = {}): order.OrderDetail {
  return {
    orderId: 'TX1',
    status: 1,
    businessType: 5,
    title: '同心公益帆布袋',
    image: '',
    price: 2990,
    num: 1,
    total: 2990,
    createdAt: '2026-01-02T03:04:05Z',
    tradeNo: '',
    company: '',
    transportNumber: '',
    refundEms: '',
    refundState: 0,
    chainIds: '',
    contactName: '',
    contactPhone: '',
    deliveryAddress: '',
    remark: '',
    paidAt: null,
    ...fields,
  };
}
