import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam, textParam } from '../shapes';
import { signInErrors, specSessionSchema } from './schemas';

/**
 * The spec's password sign-in (§7 /v1/registerV2/loginByMobile: loginName, passWord, iid), the
 * same sign-in as login (one implementation on the server: the same refusals, the same per-number
 * backoff), answered `{ t: { userId, token } }` as registerByMobile. A gateway GET, so the password
 * travels in the URL (the request log keeps only the uri): the community page signs in with
 * login (a POST) instead; this serves clients that follow the spec.
 */
export const loginByMobile = defineCall({
  name: 'member.loginByMobile',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/v1/registerV2/loginByMobile',
  params: z.object({ loginName: textParam(20, 1), passWord: textParam(100, 1), iid: iidParam }),
  result: specSessionSchema,
  errors: signInErrors,
});
