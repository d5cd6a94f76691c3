import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { fen, iidParam, pageOf } from '../shapes';
import { goodsCardSchema, itemPaging } from './schemas';

/** Goods a distributor can promote, with the commission earned on one unit, highest first. */
export const distrList = defineCall({
  name: 'mall.distrList',
  transport: 'api',
  method: 'GET',
  uri: '/mall/distr/list',
  params: z.object({ iid: iidParam, ...itemPaging.params }),
  result: pageOf(z.extend(goodsCardSchema, { commission: fen })),
  paging: itemPaging.paging,
});
