import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam, intParam, pageOf, textParam } from '../shapes';
import { actCardSchema, actPaging } from './schemas';

/**
 * The tenant's published activities with the filters of spec §7: trip length in days
 * (tripDurStart–tripDurEnd), departure province (its name, from `provinces`), queryKey (title,
 * destination or departure city), tag, cost range in fen (costStart–costEnd), sortBy (ACT_SORT),
 * timespan (ACT_TIMESPAN). Paged by pageNo. Reply `{ t: { list, total } }`.
 */
export const list = defineCall({
  name: 'act.list',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/distribution/act/list',
  params: z.object({
    iid: iidParam,
    tripDurStart: z.optional(intParam.check(z.gte(0), z.lte(60))),
    tripDurEnd: z.optional(intParam.check(z.gte(0), z.lte(60))),
    province: z.optional(textParam(20)),
    queryKey: z.optional(textParam(40)),
    tag: z.optional(textParam(20)),
    costStart: z.optional(intParam.check(z.gte(0))),
    costEnd: z.optional(intParam.check(z.gte(0))),
    sortBy: z.optional(intParam.check(z.gte(0), z.lte(4))),
    timespan: z.optional(intParam.check(z.gte(0), z.lte(3))),
    ...actPaging.params,
  }),
  result: pageOf(actCardSchema),
  paging: actPaging.paging,
});

/** The list's params as the server reads them. */
export type ListParams = z.output<typeof list.params>;
