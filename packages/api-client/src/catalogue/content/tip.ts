import { z } from 'zod';
import { callError, defineCall } from '../../define';
import { idParam, intParam, memberScope, textParam } from '../shapes';
import { CONTENT_ERRORS, paymentSchema } from './schemas';

/** Tips the host of a live room (dashang) 1–500 yuan in fen; announced in the room once the payment's notify arrives. */
export const tip = defineCall({
  name: 'content.tip',
  transport: 'api',
  method: 'POST',
  uri: '/content/live/tip',
  params: z.object({ ...memberScope, id: idParam, amountFen: intParam, openId: textParam(128).default('') }),
  result: paymentSchema,
  errors: { notFound: CONTENT_ERRORS.notFound, badAmount: callError(400, '打赏金额应在1元到500元之间') },
});
