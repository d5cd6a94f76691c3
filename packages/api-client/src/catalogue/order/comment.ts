import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { iidParam, intParam, optionalToken, textParam } from '../shapes';
import { notFound, orderId } from './schemas';

const score = intParam.check(z.gte(1), z.lte(5));

/**
 * The buyer comments on their paid order (spec §3 comment; "New comment add"): three scores of
 * 1–5 (score1 description, score2 service, score3 logistics or experience), text, and up to nine
 * uploaded images as a JSON list. Once per order.
 */
export const comment = defineCall({
  name: 'order.comment',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/h5/comment/add',
  params: z.object({
    iid: iidParam,
    ...optionalToken,
    orderId,
    score1: score,
    score2: score,
    score3: score,
    content: textParam(500, 1),
    /** A JSON list of image URLs (at most 9). */
    images: z.optional(textParam(5000)),
  }),
  result: z.object({ id: z.number().check(z.int()) }),
  errors: {
    notFound,
    notPaid: callError(409, '订单支付后才能评价'),
    already: callError(409, '该订单已评价过'),
    badImages: callError(400, '图片最多 9 张'),
  },
});
