import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { fen, idParam, iidParam } from '../shapes';

/** A project's top supporters by what they gave in all (paid support), at most 20. */
export const rank = defineCall({
  name: 'cf.rank',
  transport: 'api',
  method: 'GET',
  uri: '/cf/rank',
  params: z.object({ iid: iidParam, id: idParam }),
  result: z.array(z.object({ rank: z.number().check(z.int()), nickName: z.string(), headImg: z.string(), totalFen: fen, times: z.number().check(z.int()) })),
});
