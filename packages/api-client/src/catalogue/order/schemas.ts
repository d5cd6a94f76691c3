import { z } from 'zod';
import { callError } from '../../define';
import { fen, iidParam, instant, intParam, pagedByPageNumber, textParam } from '../shapes';

export const orderSummarySchema = z.object({
  orderId: z.string(),
  /** ORDER_STATUS. */
  status: z.number().int(),
  /** BUSINESS_TYPE. */
  businessType: z.number().int(),
  title: z.string(),
  image: z.string(),
  /** Unit price. */
  price: fen,
  num: z.number().int(),
  /** What the order costs: price × num. */
  total: fen,
  createdAt: instant,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** Spec §3 order fields plus what the detail page shows. */
export const orderDetailSchema = orderSummarySchema.extend({
  tradeNo: z.string(),
  /** Delivery: carrier and tracking number, '' until shipped. */
  company: z.string(),
  transportNumber: z.string(),
  /** The member's return parcel tracking number, '' until given. */
  refundEms: z.string(),
  /** REFUND_STATE. */
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
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderId = textParam(40, 1);
export const notFound = callError(404, '订单不存在');
export const paged = pagedByPageNumber();

/** A step of a parcel's journey. */
export const traceSchema = z.object({ time: instant, text: z.string() });

/**
 * The order create payload (spec §3). Every field but iid and num is optional: which ones an
 * order needs depends on its orderType (a BUSINESS_TYPE).
 */
export const orderPayloadFields = {
  iid: iidParam,
  num: intParam.min(1),
  orderType: intParam,
  userId: intParam.optional(),
  keys: textParam(500).optional(),
  property: textParam(500).optional(),
  property2: textParam(500).optional(),
  name: textParam(50).optional(),
  phone: textParam(20).optional(),
  isNeedInsur: intParam.min(0).max(1).optional(),
  remark: textParam(500).optional(),
  ridSecret: textParam(200).optional(),
  multiDisKey: textParam(200).optional(),
  queryUserId: intParam.optional(),
  useCoin: intParam.min(0).max(1).optional(),
  couponId: intParam.optional(),
  /** A JSON list of coupon ids, as text. */
  couponIds: textParam(2000).optional(),
  code: textParam(100).optional(),
  info: textParam(5000).optional(),
  groupId: intParam.optional(),
  discountCode: textParam(100).optional(),
  saleIid: intParam.optional(),
  saleR: textParam(200).optional(),
  saleUserId: intParam.optional(),
  opSalesId: intParam.optional(),
};
