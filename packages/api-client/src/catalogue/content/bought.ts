import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { fen, instant, memberScope, pageOf } from '../shapes';
import { pagedMember } from './schemas';

/** What the member has bought (paid purchases, newest first), each with its link. */
export const bought = defineCall({
  name: 'content.bought',
  transport: 'api',
  method: 'GET',
  uri: '/content/bought',
  params: z.object({ ...memberScope, ...pagedMember.params }),
  result: pageOf(z.object({ tradeNo: z.string(), title: z.string(), amountFen: fen, kind: z.enum(['item', 'live', 'tip']), targetId: z.number().check(z.int()), link: z.string(), paidAt: instant })),
  paging: pagedMember.paging,
});
