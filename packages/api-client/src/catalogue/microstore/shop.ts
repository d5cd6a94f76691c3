import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam } from '../shapes';
import { errors, storeGoodsSchema, storeIdParam } from './schemas';

/** A store as a visitor sees it: no session needed (the public page /app/account/smallStore?id). */
export const shop = defineCall({
  name: 'microstore.shop',
  transport: 'api',
  method: 'GET',
  uri: '/microstore/shop',
  params: z.object({ iid: iidParam, id: storeIdParam }),
  result: z.object({
    id: z.number().check(z.int()),
    name: z.string(),
    logo: z.string(),
    intro: z.string(),
    owner: z.string(),
    key: z.string(),
    goods: z.array(storeGoodsSchema),
    consults: z.array(z.object({ name: z.string(), phone: z.string(), wechat: z.string() })),
  }),
  errors: { notFound: errors.notFound },
});
