import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { COMMON_ERRORS, idParam, memberScope, millisParam, textParam, verifyCodeParam } from '../shapes';
import { badCode, badMobile } from './schemas';

/*
 * Binding a mobile number to the signed-in member (spec §7 /v1/users/bindmobile/send/h5 and
 * /v1/users/mobile/bind/h5): a number is the member's only once they prove it with
 * a code sent to it. Gateway calls (a /v1/ uri), so the code and the token travel in the query
 * string, which the server's request log never records.
 */

/** The refusals of binding: the number is another member's who has one of their own (two full accounts never merge). */
export const mobileTaken = callError(409, '该手机号已被其他账号使用');

/**
 * Sends the code to the number to bind (spec §7: mobile, userId, date, token; `userId` and `date`
 * are the spec's, the session names the member). Reply `{ t: true }`. The same code service as
 * sign-up: one code a minute per number (429), `smsFailed` when the gateway fails.
 */
export const bindMobileSend = defineCall({
  name: 'member.bindMobileSend',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/v1/users/bindmobile/send/h5',
  params: z.object({ ...memberScope, mobile: textParam(20, 1), userId: z.optional(idParam), date: z.optional(millisParam) }),
  result: z.boolean(),
  errors: {
    badMobile,
    /** The number is the member's already. */
    alreadyBound: callError(409, '该手机号已绑定当前账号'),
    mobileTaken,
    tooMany: COMMON_ERRORS.tooMany,
    smsFailed: callError(1005, '验证码发送失败，请稍后再试'),
  },
});

/**
 * Binds the number with its code. A number nobody holds becomes the member's; a number an
 * existing member of the tenant holds merges this member into that one, when this member has no
 * number of its own (a WeChat or app visitor who signed up by phone before): their orders,
 * coupons, points, addresses, collections, cards and identities move to it in one transaction and
 * this session continues as that member. Reply `{ t: { userId, mobile, merged } }` (`userId`:
 * the member the session now is).
 */
export const bindMobile = defineCall({
  name: 'member.bindMobile',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/v1/users/mobile/bind/h5',
  params: z.object({ ...memberScope, mobile: textParam(20, 1), verifyCode: verifyCodeParam }),
  result: z.object({ userId: z.number().check(z.int()), mobile: z.string(), merged: z.boolean() }),
  errors: { badMobile, badCode, mobileTaken, alreadyBound: bindMobileSend.errors.alreadyBound, tooMany: COMMON_ERRORS.tooMany },
});
