import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, iidParam } from '../shapes';
import { storeSchema } from './schemas';

/** A planned store of the tenant (its goods: itemList with `storeId`). */
export const store = defineCall({
  name: 'mall.store',
  transport: 'api',
  method: 'GET',
  uri: '/mall/store',
  params: z.object({ iid: iidParam, storeId: idParam }),
  result: storeSchema,
  errors: { storeNotFound: callError(404, '门店不存在') },
});
