import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam, pagedByPageNo, pageOf } from '../shapes';
import { projectCardSchema } from './schemas';

const paging = pagedByPageNo(10, 50);

/** The tenant's projects open to the public (funding, then finished), newest first. */
export const projects = defineCall({
  name: 'cf.projects',
  transport: 'api',
  method: 'GET',
  uri: '/cf/projects',
  params: z.object({ iid: iidParam, ...paging.params }),
  result: pageOf(projectCardSchema),
  paging: paging.paging,
});
