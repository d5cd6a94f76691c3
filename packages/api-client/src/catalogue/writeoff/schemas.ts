import * as z from 'zod/mini';
import { callError } from '../../define';
import { COMMON_ERRORS, instant, pagedByPageNumber, textParam } from '../shapes';

/*
 * Vip write-off (spec §2 pay/vipWriteOff_index, pay/vipWriteOff, vipWriteOff/:iid/record/list and
 * record/recv): a vip card carries benefits, each usable a number of times per card; the member
 * shows a short-lived write-off code, a merchant of the tenant enters it and writes off one use.
 * The spec shows no call for it: these paths and shapes are ours (docs/decisions/writeoff.md).
 */

/** A write-off code is good for this long: long enough to show at a counter, too short to pass around. */
export const CODE_TTL_MINUTES = 10;

/** The member's code as typed by the merchant: 8 digits. */
export const writeOffCodeParam = /* @__PURE__ */ z.pipe(textParam(12, 1), z.transform((v) => v.replace(/\s+/g, '')));

/** A benefit of the card and how much of it is left on this card. */
export const benefitSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  description: z.string(),
  merchant: z.string(),
  uses: z.number().check(z.int(), z.gte(1)),
  used: z.number().check(z.int(), z.gte(0)),
});
export type Benefit = z.infer<typeof benefitSchema>;

/** One write-off: which benefit, on whose card, by which merchant, when. */
export const recordSchema = z.object({
  id: z.number().check(z.int()),
  benefit: z.string(),
  merchant: z.string(),
  cardNo: z.string(),
  member: z.string(),
  usedAt: instant,
});
export type WriteOffRecord = z.infer<typeof recordSchema>;

export const paged = /* @__PURE__ */ pagedByPageNumber(10, 50);

export const errors = {
  invalid: COMMON_ERRORS.invalid,
  notVip: callError(404, '您还没有有效的会员卡，开通后即可使用会员权益'),
  notMerchant: callError(403, '您不是本组织的核销商户，无法核销'),
  badCode: callError(404, '核销码无效，请让会员刷新后重新出示'),
  expiredCode: callError(409, '核销码已过期，请让会员刷新后重新出示'),
  benefitNotFound: callError(404, '该权益不存在或不属于您的商户'),
  usedUp: callError(409, '该权益已用完，不能重复核销'),
};
