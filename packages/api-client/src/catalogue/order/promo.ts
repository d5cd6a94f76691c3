import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { fen, iidParam, instant, textParam } from '../shapes';

/** A discount code of the tenant (spec §7 /v1/promo/get): what it takes off, above which amount, until when. */
export const promo = defineCall({
  name: 'order.promo',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/promo/get',
  params: z.object({ iid: iidParam, code: textParam(100, 1) }),
  result: z.object({ promoCode: z.string(), title: z.string(), minusFen: fen, thresholdFen: fen, endTime: instant }),
  errors: { invalid: callError(1125, '优惠码无效或已过期') },
});
