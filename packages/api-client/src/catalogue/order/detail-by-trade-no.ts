import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam, optionalToken, textParam } from '../shapes';
import { notFound, orderDetailSchema } from './schemas';

/** One of the member's orders by its merchant trade number (spec §7 detailByTradeNo: a payment's return). */
export const detailByTradeNo = defineCall({
  name: 'order.detailByTradeNo',
  transport: 'gateway',
  method: 'GET',
  uri: '/h5/order/detailByTradeNo',
  params: z.object({ iid: iidParam, tradeNo: textParam(64, 1), ...optionalToken }),
  result: orderDetailSchema,
  errors: { notFound },
});
