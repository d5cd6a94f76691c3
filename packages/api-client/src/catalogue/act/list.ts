import { z } from 'zod';
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
    tripDurStart: intParam.min(0).max(60).optional(),
    tripDurEnd: intParam.min(0).max(60).optional(),
    province: textParam(20).optional(),
    queryKey: textParam(40).optional(),
    tag: textParam(20).optional(),
    costStart: intParam.min(0).optional(),
    costEnd: intParam.min(0).optional(),
    sortBy: intParam.min(0).max(4).optional(),
    timespan: intParam.min(0).max(3).optional(),
    ...actPaging.params,
  }),
  result: pageOf(actCardSchema),
  paging: actPaging.paging,
});

/** The list's params as the server reads them. */
export type ListParams = z.output<typeof list.params>;
