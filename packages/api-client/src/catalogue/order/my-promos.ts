import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { fen, instant, memberScope } from '../shapes';

export const myPromoSchema = z.object({
  promoCode: z.string(),
  title: z.string(),
  minusFen: fen,
  thresholdFen: fen,
  endTime: instant,
  /** Uses left; null for no limit. */
  remaining: z.nullable(z.number().check(z.int())),
  /** Paid orders that used it. */
  used: z.number().check(z.int(), z.gte(0)),
  expired: z.boolean(),
});
export type MyPromo = z.infer<typeof myPromoSchema>;

/**
 * The discount codes the organisation gave the member to hand out (page-guide C16, wallet/discountCode):
 * current ones first, each with its uses; buyers enter one at checkout (`order.promo`, `discountCode`).
 */
export const myPromos = defineCall({
  name: 'order.myPromos',
  transport: 'api',
  method: 'GET',
  uri: '/promo/mine',
  params: z.object({ ...memberScope }),
  result: z.array(myPromoSchema),
});
