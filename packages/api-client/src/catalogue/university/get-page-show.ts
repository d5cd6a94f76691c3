import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, intParam } from '../shapes';
import { pageBlockSchema } from './shapes';

/**
 * Content of a page type (spec §9: 0 home, 100001 undergraduate, 100002 graduate).
 * Reply `{ code: 0, msg, page_show: PageBlock[] }` (an empty list for a type with no content).
 */
export const getPageShow = defineCall({
  name: 'university.getPageShow',
  transport: 'api',
  method: 'GET',
  uri: '/university/page-show',
  params: z.object({ iid: idParam, type: intParam.check(z.gte(0)) }),
  result: z.object({ page_show: z.array(pageBlockSchema) }),
  envelope: 'code0',
});
