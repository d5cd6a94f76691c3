import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { addressSchema } from './schemas';

/** The member's addresses, the default first. */
export const list = defineCall({
  name: 'address.list',
  transport: 'api',
  method: 'GET',
  uri: '/address/list',
  params: z.object({ ...memberScope }),
  result: z.array(addressSchema),
});
