import { z } from 'zod';
import { defineCall } from '../../define';
import { positiveIdParam, textParam } from './fields';

/** A member's sign-in (our choice: the spec shows no reply): the member id and a session token. */
const signInResult = z.object({ userId: z.number().int(), token: z.string() });

/**
 * Registers with the SMS code (spec §7 params). Reply shape is our choice: `{ t: { userId, token } }`.
 * A gateway GET, so the password travels in the URL: the community page signs up with
 * memberRegister (a POST with the same fields) instead; this stays for clients that follow the spec.
 */
export const registerByMobile = defineCall({
  name: 'registerV2.registerByMobile',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/v1/registerV2/registerByMobile',
  params: z.object({
    verifyCode: z.string().min(1).max(10),
    loginName: z.string().min(1).max(20),
    password: z.string().min(6).max(100),
    iid: positiveIdParam,
  }),
  result: signInResult,
});

/** Signs in with mobile and password (note the spec's `passWord`). Reply as registerByMobile (our choice). */
export const loginByMobile = defineCall({
  name: 'registerV2.loginByMobile',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/v1/registerV2/loginByMobile',
  params: z.object({ loginName: z.string().min(1).max(20), passWord: z.string().min(1).max(100), iid: positiveIdParam }),
  result: signInResult,
});

/** Sends the code for binding a mobile (spec §7 params). Reply `{ t: true }` (our choice). */
export const bindMobileSend = defineCall({
  name: 'users.bindmobile.send',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/v1/users/bindmobile/send/h5',
  params: z.object({ mobile: z.string().min(11).max(11), userId: positiveIdParam, date: textParam(40), token: textParam() }),
  result: z.boolean(),
});

/**
 * Binds the mobile with the code sent by bindMobileSend. The spec names no params or reply: ours
 * are the mobile, the code and the member, answered with the bound mobile.
 */
export const mobileBind = defineCall({
  name: 'users.mobile.bind',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/v1/users/mobile/bind/h5',
  params: z.object({
    mobile: z.string().min(11).max(11),
    verifyCode: z.string().min(1).max(10),
    userId: positiveIdParam,
    token: textParam(),
  }),
  result: z.object({ mobile: z.string() }),
});
