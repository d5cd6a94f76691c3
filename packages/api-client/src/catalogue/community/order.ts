import { z } from 'zod';
import { defineCall } from '../../define';
import { gatewayOrderSchema, orderAmountsSchema, orderPayloadFields } from './entities';
import { done, intParam, optionalToken, positiveIdParam, textParam } from './fields';

/*
 * The order calls of spec §7 that travel through the gateway. Order list, detail, logistics and
 * refund express number are declared with the member's own calls (catalogue/member-extra).
 * Replies are our choice where the spec shows none.
 */

const scope = { iid: positiveIdParam, ...optionalToken };
const orderRef = { ...scope, orderId: textParam(64) };

/** What the pay page shows before paying: the order and its amounts. */
export const orderPayDetail = defineCall({
  name: 'order.payDetail',
  transport: 'gateway',
  method: 'GET',
  uri: '/h5/order/payDetail',
  params: z.object(orderRef),
  result: gatewayOrderSchema.extend({ amounts: orderAmountsSchema }),
});

/** Whether the user has a used (written-off) order of the item — the vip write-off pages. */
export const orderUsedCheckByUserId = defineCall({
  name: 'order.used.checkByUserId',
  transport: 'gateway',
  method: 'GET',
  uri: '/h5/order/used/checkByUserId',
  params: z.object({ ...scope, userId: positiveIdParam, keys: textParam(200).optional() }),
  result: z.boolean(),
});

/** A group-buy share: how many supporters it needs and who supported it (order/shareDetail). */
export const orderBuyshareInfo = defineCall({
  name: 'order.buyshareInfo',
  transport: 'gateway',
  method: 'GET',
  uri: '/h5/order/buyshareInfo',
  params: z.object(orderRef),
  result: z.object({
    orderId: z.string(),
    title: z.string(),
    cover: z.string(),
    needCount: z.number().int(),
    supporters: z.array(z.object({ userId: z.number().int(), nick_name: z.string(), headImg: z.string() })),
  }),
});

/** Supports a friend's group-buy share. Reply `{ t: true }`. */
export const orderBuyshareSupport = defineCall({
  name: 'order.buyshare.support',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/h5/order/buyshare/support',
  params: z.object(orderRef),
  result: done,
});

/** The amounts an order would have (coupons, discount code, points), before creating it. */
export const orderCalculate = defineCall({
  name: 'order.calculate',
  transport: 'gateway',
  method: 'GET',
  uri: '/h5/order/calculate',
  params: z.object({ ...orderPayloadFields, ...optionalToken }),
  result: orderAmountsSchema,
});

/** Creates an order from the payload of spec §3. Reply: its id and what to pay (0: nothing to pay). */
export const orderCreate = defineCall({
  name: 'order.create',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/h5/order/create',
  params: z.object({ ...orderPayloadFields, ...optionalToken }),
  result: z.object({ orderId: z.string(), payPrice: z.number() }),
});

/** Changes an order's status (spec §4: the buyer cancels, 3, or confirms receipt). Reply `{ t: true }`. */
export const orderUpdateStatus = defineCall({
  name: 'order.update.status',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/h5/order/update/status',
  params: z.object({ ...orderRef, status: intParam }),
  result: done,
});

/** The order of a payment trade number (the pay-success page arrives with it). */
export const orderDetailByTradeNo = defineCall({
  name: 'order.detailByTradeNo',
  transport: 'gateway',
  method: 'GET',
  uri: '/h5/order/detailByTradeNo',
  params: z.object({ ...scope, tradeNo: textParam(64) }),
  result: gatewayOrderSchema,
});

/** The supply-chain steps of an order (its chainIds, resolved). */
export const orderGetSupplyChain = defineCall({
  name: 'order.getSupplyChain',
  transport: 'gateway',
  method: 'GET',
  uri: '/h5/order/getSupplyChain',
  params: z.object(orderRef),
  result: z.array(z.object({ id: z.number().int(), name: z.string(), status: z.number().int() })),
});

/** Spec §7: `checkPartner (iid)` returns a boolean selecting the new-pay route (yinsheng). */
export const orderCheckPartner = defineCall({
  name: 'order.checkPartner',
  transport: 'gateway',
  method: 'GET',
  uri: '/h5/order/checkPartner',
  params: z.object({ iid: positiveIdParam }),
  result: z.boolean(),
});
