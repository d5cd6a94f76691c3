import { z } from 'zod';
import { defineCall } from '../../define';
import { instant, memberScope, pageOf, pageParams } from './shapes';

/** Spec §4 order status: 1 waiting for buyer payment, 3 cancelled, above 10 paid, else expired or invalid. */
export const MEMBER_ORDER_STATUS = { waitingPayment: 1, cancelled: 3, paid: 11, shipped: 12, done: 13 } as const;
/** Spec §4 business type: 1 activity, 2 club, 3 homestay. */
export const MEMBER_BUSINESS_TYPE = { activity: 1, club: 2, homestay: 3 } as const;

/** Refund state: 0 none; 1 refund agreed, waiting for the member's return parcel (refund EMS); 2 returned. */
export const MEMBER_REFUND_STATE = { none: 0, awaitingReturn: 1, returned: 2 } as const;

export const memberOrderSummarySchema = z.object({
  orderId: z.string(),
  status: z.number().int(),
  businessType: z.number().int(),
  title: z.string(),
  image: z.string(),
  /** Unit price and total, yuan. */
  price: z.number(),
  num: z.number().int(),
  total: z.number(),
  createdAt: instant,
});
export type MemberOrderSummary = z.infer<typeof memberOrderSummarySchema>;

/** Spec §3 order fields plus what the detail page shows. */
export const memberOrderDetailSchema = memberOrderSummarySchema.extend({
  tradeNo: z.string(),
  /** Delivery: carrier and tracking number, '' until shipped. */
  company: z.string(),
  transportNumber: z.string(),
  /** The member's return parcel tracking number, '' until given. */
  refundEms: z.string(),
  refundState: z.number().int(),
  /** The supply-chain ids of the goods, comma-separated ('' for none). */
  chainIds: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  /** The delivery address as one line, '' for orders without delivery. */
  deliveryAddress: z.string(),
  remark: z.string(),
  paidAt: instant.nullable(),
});
export type MemberOrderDetail = z.infer<typeof memberOrderDetailSchema>;

/*
 * Transport: the member's four order calls below use gateway-style uris (spec §7 lists /h5/order/list,
 * detail, logistics and update/refundEms among the gateway's calls) but go through /api
 * (/api/h5/order/…), like every other member call: they read and change the signed-in member's
 * own orders, carry the member `token` and answer 1000001 when it is invalid. The checkout calls of
 * the same family (create, calculate, payDetail…, ../community/order.ts) stay on the gateway.
 * Recorded in docs/decisions.md; catalogue.test.ts holds the exception by name.
 */

/**
 * The member's orders, newest first. `status` filters: 0 all, 1 waiting payment, 3 cancelled,
 * 10 paid (any status above 10).
 */
export const memberOrderList = defineCall({
  name: 'member.orderList',
  transport: 'api',
  method: 'GET',
  uri: '/h5/order/list',
  params: z.object({ ...memberScope, status: z.coerce.number<number | string>().int().min(0).default(0), ...pageParams }),
  result: pageOf(memberOrderSummarySchema),
  paging: { page: 'pageNumber', defaultSize: 10 },
});

/** One of the member's orders. Another member's or an unknown order is `{ code: 404, msg: '订单不存在' }`. */
export const memberOrderDetail = defineCall({
  name: 'member.orderDetail',
  transport: 'api',
  method: 'GET',
  uri: '/h5/order/detail',
  params: z.object({ ...memberScope, orderId: z.string().min(1).max(40) }),
  result: memberOrderDetailSchema,
});

/** A step of a parcel's journey. */
export const memberLogisticsTraceSchema = z.object({ time: instant, text: z.string() });

/** The delivery's journey (logistics query), newest first; an empty list before shipping. */
export const memberOrderLogistics = defineCall({
  name: 'member.orderLogistics',
  transport: 'api',
  method: 'GET',
  uri: '/h5/order/logistics',
  params: z.object({ ...memberScope, orderId: z.string().min(1).max(40) }),
  result: z.object({ company: z.string(), transportNumber: z.string(), traces: z.array(memberLogisticsTraceSchema) }),
});

/**
 * Gives the return parcel's tracking number of a refund (refund EMS). Allowed only while the
 * refund waits for the parcel (`refundState` 1), else `{ code: 409, msg: '当前订单无需填写退货物流' }`.
 * Reply: the updated order.
 */
export const memberOrderRefundEms = defineCall({
  name: 'member.orderRefundEms',
  transport: 'api',
  method: 'POST',
  uri: '/h5/order/update/refundEms',
  params: z.object({
    ...memberScope,
    orderId: z.string().min(1).max(40),
    refundEms: z.string().regex(/^[A-Za-z0-9]{8,30}$/),
  }),
  result: memberOrderDetailSchema,
});

