import { z } from 'zod';
import { defineCall } from '../../define';
import { done, intParam, optionalToken, positiveIdParam, textParam, timeText } from './fields';

/**
 * The tenant's switches and settings, as key/value text (the new-pay switch among them).
 * Reply shape is our choice: `{ t: [{ key, value }] }`; `keys` (comma separated) narrows it.
 */
export const configList = defineCall({
  name: 'config.list',
  transport: 'api',
  method: 'GET',
  uri: '/config/list',
  params: z.object({ iid: positiveIdParam, keys: textParam(500).optional() }),
  result: z.array(z.object({ key: z.string(), value: z.string() })),
});

/**
 * A discount code (spec §3 order payload discountCode). Reply is our choice, coupon-like:
 * discountType 1 takes minusPrice yuan off, otherwise minusPrice is a discount (e.g. 8.5 = 85%).
 * The code comes back as `promoCode`, not `code`: a top-level `code` in a reply sent without the
 * `t` envelope is read as an error by the decode rule.
 */
export const promoGet = defineCall({
  name: 'promo.get',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/promo/get',
  params: z.object({ iid: positiveIdParam, code: textParam(50), ...optionalToken }),
  result: z.object({
    promoCode: z.string(),
    discountType: z.number().int(),
    minusPrice: z.number(),
    fullPrice: z.number(),
    endTime: timeText,
  }),
});

/**
 * Adds a comment (spec §3 comment: targetRec, targetId, userId, content, score1–3, type, subKeys).
 * The spec names no uri ("New comment add"): ours is beside the orders. Reply `{ t: true }`.
 */
export const commentAdd = defineCall({
  name: 'comment.add',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/h5/comment/add',
  params: z.object({
    iid: positiveIdParam,
    ...optionalToken,
    targetRec: textParam(64),
    targetId: positiveIdParam,
    userId: positiveIdParam,
    content: z.string().min(1).max(1000),
    score1: intParam.min(0).max(5),
    score2: intParam.min(0).max(5).optional(),
    score3: intParam.min(0).max(5).optional(),
    type: intParam,
    subKeys: textParam(500).optional(),
  }),
  result: done,
});

/** Whether the user may join (is interested and eligible for) an activity. Reply: a boolean (our choice). */
export const interestCheck = defineCall({
  name: 'interest.check',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/interest/check',
  params: z.object({ iid: positiveIdParam, userId: intParam.optional(), targetId: intParam.optional(), ...optionalToken }),
  result: z.boolean(),
});
