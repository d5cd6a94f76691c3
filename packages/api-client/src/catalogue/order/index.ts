/*
 * The member's orders and the spec's order calls that are served: create (a vip card today) and
 * the WeChat payment. Amounts are fen.
 *
 * Transport: list, detail, logistics and refundEms use gateway-style uris (spec §7 lists
 * /h5/order/list, detail, logistics and update/refundEms among the gateway's calls) but go through
 * /api (/api/h5/order/…), like every other member call: they read and change the signed-in
 * member's own orders, carry the member `token` and answer 1000001 when it is invalid. create
 * stays on the gateway. Recorded in docs/decisions/calls.md; catalogue.test.ts holds the exception by name.
 */

export { BUSINESS_TYPE, BUSINESS_TYPE_LABEL, isPaidStatus, ORDER_FILTER, ORDER_SHORTCUTS, ORDER_STATUS, orderState, REFUND_STATE, REFUND_TYPE, type OrderShortcut, type OrderState } from './constants';
export { list } from './list';
export { consoleOrders, consoleShip, consoleRefund, consoleOrdersExport, consoleOrderSchema, type ConsoleOrder } from './console';
export { counts } from './counts';
export { detail } from './detail';
export { logistics } from './logistics';
export { refundEms } from './refund-ems';
export { create } from './create';
export { calculate } from './calculate';
export { promo } from './promo';
export { type MyPromo, myPromos, myPromoSchema } from './my-promos';
export { STATUS_ACTION, updateStatus } from './update-status';
export { payDetail } from './pay-detail';
export { detailByTradeNo } from './detail-by-trade-no';
export { checkPartner } from './check-partner';
export { unionPay } from './union-pay';
export { refund } from './refund';
export { comment } from './comment';
export { used } from './used';
export { supplyChain } from './supply-chain';
export { wechatPay } from './wechat-pay';
export { buyShareInfo, buyShareSupport, buyShareSchema, SUPPORT_CLAIM_MINUTES, type BuyShare } from './buy-share';
export {
  type OrderDetail,
  orderDetailSchema,
  orderPayloadFields,
  orderErrors,
  type OrderCoupon,
  orderCouponSchema,
  type OrderItem,
  orderItemSchema,
  type OrderPrice,
  orderPriceSchema,
  type OrderSummary,
  orderSummarySchema,
  traceSchema,
} from './schemas';
