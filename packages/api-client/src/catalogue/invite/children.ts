import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, pagedByPageNumber, pageOf } from '../shapes';
import { childSchema } from './schemas';

const paged = /* @__PURE__ */ pagedByPageNumber(10, 50);

/** The member's sub-accounts and activity sellers, newest first (mobile masked). */
export const children = defineCall({
  name: 'invite.children',
  transport: 'api',
  method: 'GET',
  uri: '/cmgoods/child/list',
  params: z.object({ ...memberScope, ...paged.params }),
  result: pageOf(childSchema),
  paging: paged.paging,
});
