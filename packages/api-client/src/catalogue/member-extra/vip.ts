import { z } from 'zod';
import { defineCall } from '../../define';
import { idParam, memberScope } from './shapes';

/** A vip card as the member holds it (spec §3: cardTitle, cardDesc, cardNo, cardDate, cardImg). */
export const memberVipCardSchema = z.object({
  cardTitle: z.string(),
  cardDesc: z.string(),
  /** The card's number. */
  cardNo: z.string(),
  /** Valid until, YYYY-MM-DD. */
  cardDate: z.string(),
  cardImg: z.string(),
});
export type MemberVipCard = z.infer<typeof memberVipCardSchema>;

/** A card the tenant sells (what vipBuy shows): its id, the card face fields, price in yuan and days. */
export const memberVipPlanSchema = z.object({
  id: z.number().int(),
  cardTitle: z.string(),
  cardDesc: z.string(),
  cardImg: z.string(),
  price: z.number(),
  days: z.number().int(),
});
export type MemberVipPlan = z.infer<typeof memberVipPlanSchema>;

/** The member's vip status and held cards (spec §7 /api/vip/get/profileByUnionId). */
export const memberVipProfile = defineCall({
  name: 'member.vipProfile',
  transport: 'api',
  method: 'GET',
  uri: '/vip/get/profileByUnionId',
  params: z.object({ ...memberScope }),
  result: z.object({ isVip: z.boolean(), cards: z.array(memberVipCardSchema) }),
});

/** The cards the tenant sells (spec §7 /api/vip/card/list); needs no session. */
export const memberVipCardList = defineCall({
  name: 'member.vipCardList',
  transport: 'api',
  method: 'GET',
  uri: '/vip/card/list',
  params: z.object({ iid: idParam }),
  result: z.array(memberVipPlanSchema),
});
