import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { memberScope } from '../shapes';

/**
 * Today's sign-in: adds the sign rule's points once per day (Asia/Shanghai). Reply
 * `{ t: { coin, balance } }`; a second sign-in the same day is `signedAlready` and leaves the
 * balance as it was.
 */
export const sign = defineCall({
  name: 'point.sign',
  transport: 'api',
  method: 'POST',
  uri: '/coin/sign',
  params: z.object({ ...memberScope }),
  result: z.object({ coin: z.number().check(z.int()), balance: z.number().check(z.int()) }),
  errors: { noSignRule: callError(404, '本机构未开通签到'), signedAlready: callError(409, '今天已经签到过了') },
});
