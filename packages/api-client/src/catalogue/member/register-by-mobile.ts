import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam, newPasswordParam, textParam, verifyCodeParam } from '../shapes';
import { signUpErrors, specSessionSchema } from './schemas';

/**
 * The spec's sign-up (§7 /v1/registerV2/registerByMobile): the same as register, answered
 * `{ t: { userId, token } }`. A gateway GET, so the password travels in the URL: the community
 * page signs up with register (a POST) instead; this stays for clients that follow the spec.
 */
export const registerByMobile = defineCall({
  name: 'member.registerByMobile',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/v1/registerV2/registerByMobile',
  params: z.object({ verifyCode: verifyCodeParam, loginName: textParam(20, 1), password: newPasswordParam, iid: iidParam }),
  result: specSessionSchema,
  errors: signUpErrors,
});
