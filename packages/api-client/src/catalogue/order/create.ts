import { z } from 'zod';
import { callError, defineCall } from '../../define';
import { fen, optionalToken } from '../shapes';
import { orderPayloadFields } from './schemas';

/**
 * Creates an order from the payload of spec §3, priced by the server. Served for vip cards
 * (orderType BUSINESS_TYPE.vip, the card's id as `keys`, num 1): a waiting order, or the member's
 * waiting order of the same card from the last 30 minutes. Reply: its id and what to pay.
 */
export const create = defineCall({
  name: 'order.create',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/h5/order/create',
  params: z.object({ ...orderPayloadFields, ...optionalToken }),
  result: z.object({ orderId: z.string(), payPrice: fen }),
  errors: {
    unsupportedType: callError(400, '暂不支持该类型的订单'),
    noPlan: callError(400, '请选择要开通的会员卡'),
    oneCard: callError(400, '会员卡每次开通一张'),
    planNotFound: callError(404, '会员卡不存在'),
  },
});
