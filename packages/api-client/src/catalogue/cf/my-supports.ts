import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { fen, idParam, instant, memberScope } from '../shapes';

/** The member's own supports of a project, newest first, with their state (SUPPORT_STATUS) and order. */
export const mySupports = defineCall({
  name: 'cf.mySupports',
  transport: 'api',
  method: 'GET',
  uri: '/cf/my-supports',
  params: z.object({ ...memberScope, id: idParam }),
  result: z.array(z.object({ id: z.number().check(z.int()), orderId: z.string(), amountFen: fen, tierTitle: z.string(), status: z.number().check(z.int()), createdAt: instant })),
});
