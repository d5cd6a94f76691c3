import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam, pageOf, pagedByPageNumber } from '../shapes';
import { shopSchema } from './schemas';

const paged = pagedByPageNumber(10);

/** The organisation's approved member shops, newest first (shops/:iid/index). */
export const list = defineCall({
  name: 'shops.list',
  transport: 'api',
  method: 'GET',
  uri: '/shops/list',
  params: z.object({ iid: iidParam, ...paged.params }),
  result: pageOf(shopSchema),
  paging: paged.paging,
});
