import { z } from 'zod';
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
    level: intParam.min(1).max(2).default(1),
    status: intParam.min(0).max(3).optional(),
    keyword: textParam(20).optional(),
    sortBy: z.enum(['joined', 'sales', 'orders']).default('joined'),
  }),
  result: pageOf(childSchema),
  paging: pagedNo.paging,
});
