import { z } from 'zod';
import { defineCall } from '../../define';
import { idParam, okEnvelope, session } from './shapes';

/**
 * Creates (or returns) the registration fee order of an approved registration (status 2):
 * one order per registration, so calling again returns the same gid. `userId` is the rid,
 * `keys` the regId. Reply `{ code: 0, msg, gid, amount, title, paid }` (amount in fen).
 * In another status: `{ code: 1010, msg }`.
 */
export const createOrder = defineCall({
  name: 'university.createOrder',
  transport: 'api',
  method: 'POST',
  uri: '/university/order',
  params: z.object({
    iid: idParam,
    orderType: z.literal(28).or(z.literal('28')).transform(() => 28 as const),
    userId: session.rid,
    token: session.token,
    keys: idParam,
    num: z.literal(1).or(z.literal('1')).transform(() => 1 as const),
  }),
  result: z.object({
    ...okEnvelope,
    gid: z.number().int(),
    amount: z.number().int(),
    title: z.string(),
    paid: z.boolean(),
  }),
});

/**
 * Prepays an order for WeChat's JSAPI bridge (the publicOrder page, query gid and openId).
 * Reply `{ code: 0, msg, appId, timeStamp, nonceStr, package, signType, paySign }`: pass those six
 * to `WeixinJSBridge.invoke('getBrandWCPayRequest', …)`. Payment is confirmed only by the
 * provider's signed notify to the server; the page then reloads getRegInfo (status 3).
 * Already paid: `{ code: 1020, msg: '订单已支付' }`.
 */
export const payOrder = defineCall({
  name: 'university.payOrder',
  transport: 'api',
  method: 'POST',
  uri: '/university/order/pay',
  params: z.object({ iid: idParam, ...session, gid: idParam, openId: z.string().min(1).max(128) }),
  result: z.object({
    ...okEnvelope,
    appId: z.string(),
    timeStamp: z.string(),
    nonceStr: z.string(),
    package: z.string(),
    signType: z.string(),
    paySign: z.string(),
  }),
});
