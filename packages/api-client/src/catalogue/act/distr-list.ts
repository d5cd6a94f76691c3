import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { fen, iidParam, pageOf } from '../shapes';
import { actCardSchema, actPaging } from './schemas';

/** Activities a distributor can promote, with the commission per person in fen (the tenant's rate × price). */
export const distrList = defineCall({
  name: 'act.distrList',
  transport: 'api',
  method: 'GET',
  uri: '/act/distr/list',
  params: z.object({ iid: iidParam, ...actPaging.params }),
  result: pageOf(z.extend(actCardSchema, { commission: fen })),
  paging: actPaging.paging,
});
