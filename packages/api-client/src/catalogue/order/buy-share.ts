import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { fen, iidParam, instant, optionalToken, textParam, wechatPayParamsSchema } from '../shapes';
import { orderId, orderItemSchema } from './schemas';

/*
 * Friend pay (spec §7 /h5/order/buyshareInfo and buyshare/support; page guide B14): a buyer shares
 * one of their waiting orders, a friend opens the link and pays it. The order stays the buyer's
 * (their address, their order list); only the payment is the friend's. One friend at a time
 * takes it on (a claim of SUPPORT_CLAIM_MINUTES), so two friends never pay one order twice.
 */

/** How long a friend who opened WeChat Pay holds the order before another friend may pay it. */
export const SUPPORT_CLAIM_MINUTES = 5;

/** A share link's key: 16 hex digits. */
export const shareKey = textParam(16, 16).check(z.regex(/^[0-9a-f]{16}$/, '代付链接不正确'));

const shareErrors = {
  notFound: callError(404, '代付链接不存在或已失效'),
  notWaiting: callError(409, '订单已支付或已关闭，无需代付'),
};

/** A friend-pay share as the sharer and the friends see it. */
export const buyShareSchema = z.object({
  key: z.string(),
  orderId: z.string(),
  title: z.string(),
  image: z.string(),
  num: z.number().check(z.int()),
  items: z.array(orderItemSchema),
  /** What the friend pays: the order's amount. */
  payFen: fen,
  /** ORDER_STATUS of the order. */
  status: z.number().check(z.int()),
  expiresAt: z.nullable(instant),
  /** The server's clock, so the countdown does not trust the phone's. */
  serverTime: instant,
  sharerName: z.string(),
  /** The signed-in visitor is the one who shared it. */
  mine: z.boolean(),
  /** The friend who paid it or is paying it now, else null. */
  supporterName: z.nullable(z.string()),
  /** The signed-in visitor is that friend. */
  supportedByMe: z.boolean(),
  paidAt: z.nullable(instant),
});
export type BuyShare = z.infer<typeof buyShareSchema>;

/**
 * The share of an order. The buyer names their waiting order (`orderId`, signed in): its share is
 * made once and answered again after; anyone names the link's `key`. The token is optional for a
 * key (a visitor not signed in sees the order; paying needs signing in). One of the two is needed
 * (`neither`).
 */
export const buyShareInfo = defineCall({
  name: 'order.buyShareInfo',
  transport: 'gateway',
  method: 'GET',
  uri: '/h5/order/buyshareInfo',
  params: z.object({ iid: iidParam, orderId: z.optional(orderId), key: z.optional(shareKey), ...optionalToken }),
  result: buyShareSchema,
  errors: { ...shareErrors, orderNotFound: callError(404, '订单不存在'), neither: callError(400, '缺少订单号或代付链接') },
});

/**
 * A friend pays the shared order: the friend takes it on (one friend at a time, for
 * SUPPORT_CLAIM_MINUTES) and gets the JSAPI parameters of the tenant's pay route. The order is paid
 * only by the provider's verified notify, as every order.
 */
export const buyShareSupport = defineCall({
  name: 'order.buyShareSupport',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/h5/order/buyshare/support',
  params: z.object({ iid: iidParam, key: shareKey, openId: textParam(100, 1), ...optionalToken }),
  result: wechatPayParamsSchema,
  errors: {
    ...shareErrors,
    own: callError(409, '这是您自己的订单，请在订单页直接支付'),
    taken: callError(409, '已有好友正在为这笔订单付款，请稍后再试'),
    paid: callError(1020, '订单已支付'),
    providerRefused: callError(1022, '支付下单失败'),
  },
});
