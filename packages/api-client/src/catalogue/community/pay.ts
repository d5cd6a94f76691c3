import { z } from 'zod';
import { defineCall } from '../../define';
import { wechatPayParamsSchema } from './entities';
import { optionalToken, positiveIdParam, textParam } from './fields';

/*
 * WeChat pay creation (spec §7): /api/yinsheng/union.wechat.create when the new-pay switch
 * (order.checkPartner) is on, else /api/order.wechat.create. Both answer the JSAPI parameters
 * (our choice of shape: the spec shows none). Payment needs the WeChat openId (spec §5).
 */

const params = z.object({
  iid: positiveIdParam,
  orderId: textParam(64),
  openId: z.string().min(1).max(100),
  /** Pay type, default 1 (spec §9). */
  payType: z.coerce.number<number | string>().int().default(1),
  ...optionalToken,
});

export const yinshengWechatCreate = defineCall({
  name: 'yinsheng.union.wechat.create',
  transport: 'api',
  method: 'POST',
  uri: '/yinsheng/union.wechat.create',
  params,
  result: wechatPayParamsSchema,
});

export const orderWechatCreate = defineCall({
  name: 'order.wechat.create',
  transport: 'api',
  method: 'POST',
  uri: '/order.wechat.create',
  params,
  result: wechatPayParamsSchema,
});
