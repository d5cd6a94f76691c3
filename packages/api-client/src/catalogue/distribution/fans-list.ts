import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { flagParam, memberScope, pageOf } from '../shapes';
import { fanSchema, pagedNo } from './schemas';

/** The distributor's fans, newest binding first; `active` only those whose binding has not expired. */
export const fansList = defineCall({
  name: 'distribution.fansList',
  transport: 'gateway',
  method: 'GET',
  uri: '/multidis/fans/list',
  params: z.object({ ...memberScope, ...pagedNo.params, active: z.optional(flagParam) }),
  result: pageOf(fanSchema),
  paging: pagedNo.paging,
});
