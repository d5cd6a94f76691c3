import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam } from '../shapes';
import { SHOPS_ERRORS, shopSchema } from './schemas';

/** One approved member shop (shops/detail?id). */
export const detail = defineCall({
  name: 'shops.detail',
  transport: 'api',
  method: 'GET',
  uri: '/shops/detail',
  params: z.object({ iid: iidParam, id: idParam }),
  result: shopSchema,
  errors: { shopNotFound: SHOPS_ERRORS.shopNotFound },
});
