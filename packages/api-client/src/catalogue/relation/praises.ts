import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, pageOf, pagedByPageNumber } from '../shapes';
import { praiseSchema } from './schemas';

const paged = pagedByPageNumber(20);

/** Who praised the member, newest first (relation/praise). */
export const praises = defineCall({
  name: 'relation.praises',
  transport: 'api',
  method: 'GET',
  uri: '/relation/praise/list',
  params: z.object({ ...memberScope, ...paged.params }),
  result: pageOf(praiseSchema),
  paging: paged.paging,
});
