import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, memberScope } from '../shapes';
import { addressFields, addressSchema, saveErrors } from './schemas';

/** Updates one of the member's addresses (same rules as add). Another member's id is `notFound`. */
export const update = defineCall({
  name: 'address.update',
  transport: 'api',
  method: 'POST',
  uri: '/address/update',
  params: z.object({ ...memberScope, id: idParam, ...addressFields }),
  result: addressSchema,
  errors: saveErrors,
});
