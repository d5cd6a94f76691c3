import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { intParam, memberScope, pageOf, textParam } from '../shapes';
import { childSchema, pagedNo } from './schemas';

/** The caller's team: level 1 (children) or 2 (their children), filtered by status and name, sorted. */
export const childList = defineCall({
  name: 'distribution.childList',
  transport: 'gateway',
  method: 'GET',
  uri: '/multidis/role/child/list',
  params: z.object({
    ...memberScope,
    ...pagedNo.params,
    level: z._default(intParam.check(z.gte(1), z.lte(2)), 1),
    status: z.optional(intParam.check(z.gte(0), z.lte(3))),
    keyword: z.optional(textParam(20)),
    sortBy: z._default(z.enum(['joined', 'sales', 'orders']), 'joined'),
  }),
  result: pageOf(childSchema),
  paging: pagedNo.paging,
});
