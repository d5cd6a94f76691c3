import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, pagedByPageNo, pageOf } from '../shapes';
import { supportRowSchema } from './schemas';

const paging = pagedByPageNo(20, 50);

/** A project's paid supports, newest first (supporter and backer pages). */
export const supporters = defineCall({
  name: 'cf.supporters',
  transport: 'api',
  method: 'GET',
  uri: '/cf/supporters',
  params: z.object({ iid: iidParam, id: idParam, ...paging.params }),
  result: pageOf(supportRowSchema),
  paging: paging.paging,
});
