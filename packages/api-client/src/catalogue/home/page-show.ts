import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam, intParam } from '../shapes';
import { unknownTenant } from './schemas';

/**
 * Which blocks the home page shows, in order (spec §3 page config: page_show list of {type}).
 * Types: 'banner', 'nav', 'notice', 'coupon', 'sections', 'content'.
 */
export const pageShow = defineCall({
  name: 'home.pageShow',
  transport: 'api',
  method: 'GET',
  uri: '/page/show',
  params: z.object({ iid: iidParam, type: z._default(intParam.check(z.gte(0)), 0) }),
  result: z.object({ page_show: z.array(z.object({ type: z.string() })) }),
  errors: { unknownTenant },
});
