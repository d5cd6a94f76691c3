import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam } from '../shapes';

/** The tenant's hot search words (热门搜索), in order. */
export const hotWords = defineCall({
  name: 'mall.hotWords',
  transport: 'api',
  method: 'GET',
  uri: '/mall/hot-words',
  params: z.object({ iid: iidParam }),
  result: z.array(z.string()),
});
