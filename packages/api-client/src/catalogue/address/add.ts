import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { addressFields, addressSchema, saveErrors } from './schemas';

/**
 * Adds an address. The member's first address becomes the default; `isDefault` true makes it the
 * default and clears the flag on the others (one default address). Reply: the saved address.
 */
export const add = defineCall({
  name: 'address.add',
  transport: 'api',
  method: 'POST',
  uri: '/address/add',
  params: z.object({ ...memberScope, ...addressFields }),
  result: addressSchema,
  errors: saveErrors,
});
