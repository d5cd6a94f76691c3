import * as z from 'zod/mini';
import { callError } from '../../define';
import { fen, iidParam, instant, intParam, pagedByPageNumber, textParam } from '../shapes';

export const orderSummarySchema = z.object({
  orderId: z.string(),
  /** ORDER_STATUS. */
  status: z.number().check(z.int()),
  /** BUSINESS_TYPE. */
  businessType: z.number().check(z.int()),
  title: z.string(),
  image: z.string(),
  /** Unit price. */
  price: fen,
  num: z.number().check(z.int()),
  /** What the order costs: price × num. */
  total: fen,
  createdAt: instant,
  /** What the list's actions need (查看物流, 评价, no code while refunding); absent from servers before them. */
  transportNumber: z.optional(z.string()),
  refundState: z.optional(z.number().check(z.int())),
  commented: z.optional(z.boolean()),
  /** Whether it is sent as a parcel (a delivery address): no verification code then. */
  delivery: z.optional(z.boolean()),
  /** When an unpaid order is cancelled (the list's countdown), null when it never is. */
  expiresAt: z.optional(z.nullable(instant)),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** Spec §3 order fields plus what the detail page shows. */
export const orderDetailSchema = z.extend(orderSummarySchema, {
  tradeNo: z.string(),
  /** Delivery: carrier and tracking number, '' until shipped. */
  company: z.string(),
  transportNumber: z.string(),
  /** The member's return parcel tracking number, '' until given. */
  refundEms: z.string(),
  /** REFUND_STATE. */
  refundState: z.number().check(z.int()),
  /** The supply-chain ids of the goods, comma-separated ('' for none). */
  chainIds: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  /** The delivery address as one line, '' for orders without delivery. */
  deliveryAddress: z.string(),
  remark: z.string(),
  paidAt: z.nullable(instant),
  /** The kernel's price (absent on orders older than the kernel: total is price × num). */
  items: z.optional(z.array(z.lazy(() => orderItemSchema))),
  feeFen: z.optional(fen),
  insurFen: z.optional(fen),
  couponFen: z.optional(fen),
  pointsUsed: z.optional(z.number().check(z.int())),
  promoFen: z.optional(fen),
  /** When an unpaid order is cancelled (the cashier's countdown), null when it never is. */
  expiresAt: z.optional(z.nullable(instant)),
  /** After-sale: what was asked back and why, and when the refund came. */
  refundFen: z.optional(fen),
  refundReason: z.optional(z.string()),
  refundedAt: z.optional(z.nullable(instant)),
  /** REFUND_TYPE of the request (0 before any), its photos, and when it was made. */
  refundType: z.optional(z.number().check(z.int())),
  refundImages: z.optional(z.array(z.string())),
  refundAppliedAt: z.optional(z.nullable(instant)),
  /** What may still be asked back now (0: no refund can be asked: none paid, used, one open or done, or not refundable), and the REFUND_TYPE it may be asked as. */
  refundableFen: z.optional(fen),
  refundTypes: z.optional(z.array(z.number().check(z.int()))),
  /** The after-sale's steps, oldest first: the request, the parcel back, the refund and what came back with it. */
  refundTimeline: z.optional(z.array(z.object({ time: z.nullable(instant), text: z.string() }))),
  receivedAt: z.optional(z.nullable(instant)),
  commented: z.optional(z.boolean()),
  /** Goods used in person: whether the verification code was checked. */
  usedAt: z.optional(z.nullable(instant)),
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
  num: intParam.check(z.gte(1)),
  orderType: intParam,
  userId: z.optional(intParam),
  keys: z.optional(textParam(500)),
  property: z.optional(textParam(500)),
  property2: z.optional(textParam(500)),
  name: z.optional(textParam(50)),
  phone: z.optional(textParam(20)),
  isNeedInsur: z.optional(intParam.check(z.gte(0), z.lte(1))),
  remark: z.optional(textParam(500)),
  ridSecret: z.optional(textParam(200)),
  multiDisKey: z.optional(textParam(200)),
  queryUserId: z.optional(intParam),
  useCoin: z.optional(intParam.check(z.gte(0), z.lte(1))),
  couponId: z.optional(intParam),
  /** A JSON list of coupon ids, as text. */
  couponIds: z.optional(textParam(2000)),
  code: z.optional(textParam(100)),
  info: z.optional(textParam(5000)),
  groupId: z.optional(intParam),
  discountCode: z.optional(textParam(100)),
  saleIid: z.optional(intParam),
  saleR: z.optional(textParam(200)),
  saleUserId: z.optional(intParam),
  opSalesId: z.optional(intParam),
  /** Ours: the member's delivery address (address.list's id), for orders that are shipped. */
  addressId: z.optional(intParam),
  /** Ours: how many points to use (with useCoin 1); absent means as many as the order allows. */
  coin: z.optional(intParam.check(z.gte(0))),
  /**
   * Ours: what the confirm page showed (fen). The server prices the order itself; when this is
   * given and differs, create refuses `priceChanged` and nothing is taken.
   */
  payPrice: z.optional(intParam.check(z.gte(0))),
};

/**
 * Refusals of calculate and create (the same pricing). Sellers refuse with these too
 * (`refuse(order.create.errors.soldOut, '库存不足，仅剩 2 件')`).
 */
export const orderErrors = {
  unsupportedType: callError(400, '暂不支持该类型的订单'),
  notForSale: callError(1110, '商品已下架或不存在'),
  noChoice: callError(1111, '请选择规格'),
  soldOut: callError(1112, '库存不足'),
  overLimit: callError(1113, '超出限购数量'),
  couponNotFound: callError(1120, '优惠券不存在'),
  couponUnusable: callError(1121, '优惠券不可用'),
  couponTaken: callError(1122, '优惠券已被使用，请重新选择'),
  pointsShort: callError(1123, '积分不足'),
  pointsOverLimit: callError(1124, '超出本单可用积分'),
  promoInvalid: callError(1125, '优惠码无效或已过期'),
  addressRequired: callError(1126, '请选择收货地址'),
  priceChanged: callError(1127, '订单金额已变化，请确认后重新提交'),
  noPlan: callError(400, '请选择要开通的会员卡'),
  oneCard: callError(400, '会员卡每次开通一张'),
  planNotFound: callError(404, '会员卡不存在'),
};

/** A coupon the member holds, as the confirm page's sheet lists it: usable or not, with the reason. */
export const orderCouponSchema = z.object({
  /** The held coupon's id (coupon.list's id): what couponId/couponIds name. */
  id: z.number().check(z.int()),
  name: z.string(),
  discountType: z.number().check(z.int()),
  minusPrice: z.number().check(z.int()),
  fullPrice: fen,
  endTime: instant,
  usable: z.boolean(),
  /** Why not, '' when usable. */
  reason: z.string(),
  /** What it would take off this order. */
  saveFen: fen,
});
export type OrderCoupon = z.infer<typeof orderCouponSchema>;

export const orderItemSchema = z.object({ title: z.string(), image: z.string(), spec: z.string(), unitFen: fen, num: z.number().check(z.int()), ref: z.string() });
export type OrderItem = z.infer<typeof orderItemSchema>;

/** The server's price of a payload (order.calculate), exactly what create will charge. */
export const orderPriceSchema = z.object({
  title: z.string(),
  image: z.string(),
  unitFen: fen,
  num: z.number().check(z.int()),
  items: z.array(orderItemSchema),
  goodsFen: fen,
  feeFen: fen,
  insurFen: fen,
  /** Insurance the seller offers per unit, 0 when none. */
  insurUnitFen: fen,
  couponFen: fen,
  /** The held coupons applied. */
  couponIds: z.array(z.number().check(z.int())),
  coupons: z.array(orderCouponSchema),
  promoFen: fen,
  pointsBalance: z.number().check(z.int()),
  /** The most points this order takes (1 point = 1 fen). */
  pointsMax: z.number().check(z.int()),
  pointsUsed: z.number().check(z.int()),
  pointsFen: fen,
  payFen: fen,
  needsAddress: z.boolean(),
  limit: z.nullable(z.object({ max: z.number().check(z.int()), bought: z.number().check(z.int()) })),
  /** How long the order is held unpaid, in seconds. */
  holdSeconds: z.number().check(z.int()),
});
export type OrderPrice = z.infer<typeof orderPriceSchema>;
