import { z } from 'zod';
import { defineCall } from '../../define';
import { idParam, instant, memberScope, pageOf, pageParams } from './shapes';

/** The member's points account. `signedToday`: whether today's sign-in is done (day in Asia/Shanghai). */
export const memberCoinAccountSchema = z.object({
  balance: z.number().int(),
  signedToday: z.boolean(),
  /** Consecutive days signed in, up to today or yesterday. */
  signDays: z.number().int(),
});
export type MemberCoinAccount = z.infer<typeof memberCoinAccountSchema>;

/** The points account (spec §7 /api/coin/account/get). */
export const memberCoinAccount = defineCall({
  name: 'member.coinAccount',
  transport: 'api',
  method: 'GET',
  uri: '/coin/account/get',
  params: z.object({ ...memberScope }),
  result: memberCoinAccountSchema,
});

/** One change of the balance: positive earned, negative spent. */
export const memberCoinTransSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  title: z.string(),
  createdAt: instant,
});
export type MemberCoinTrans = z.infer<typeof memberCoinTransSchema>;

/** The balance's changes, newest first (spec §7: a POST). */
export const memberCoinTrans = defineCall({
  name: 'member.coinTransList',
  transport: 'api',
  method: 'POST',
  kind: 'query',
  uri: '/coin/trans/list',
  params: z.object({ ...memberScope, ...pageParams }),
  result: pageOf(memberCoinTransSchema),
  paging: { page: 'pageNumber', defaultSize: 10 },
});

/** A way to earn points in the tenant; `code` 'sign' is the daily sign-in. */
export const memberCoinConfSchema = z.object({
  code: z.string(),
  title: z.string(),
  coin: z.number().int(),
  description: z.string(),
});
export type MemberCoinConf = z.infer<typeof memberCoinConfSchema>;

/** The tenant's points rules (spec §7 /api/coin/conf/list); needs no session. */
export const memberCoinConf = defineCall({
  name: 'member.coinConfList',
  transport: 'api',
  method: 'GET',
  uri: '/coin/conf/list',
  params: z.object({ iid: idParam }),
  result: z.array(memberCoinConfSchema),
});

/**
 * Today's sign-in: adds the 'sign' rule's points once per day (Asia/Shanghai). Reply
 * `{ t: { coin, balance } }`; a second sign-in the same day is `{ code: 409, msg: '今天已经签到过了' }`
 * and leaves the balance as it was.
 */
export const memberCoinSign = defineCall({
  name: 'member.coinSign',
  transport: 'api',
  method: 'POST',
  uri: '/coin/sign',
  params: z.object({ ...memberScope }),
  result: z.object({ coin: z.number().int(), balance: z.number().int() }),
});
