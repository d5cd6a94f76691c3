import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { contactFields, contactSchema, errors, kindParam } from './schemas';

/**
 * Adds a contact: a consult (客服) or an order-notice receiver (mobile checked), or an assistant
 * (店员), who must be a member of the tenant with that mobile.
 */
export const addContact = defineCall({
  name: 'microstore.addContact',
  transport: 'api',
  method: 'POST',
  uri: '/microstore/contact/add',
  params: z.object({ ...memberScope, kind: kindParam, ...contactFields }),
  result: contactSchema,
  errors: { invalid: errors.invalid, noStore: errors.noStore, tooMany: errors.tooMany, notMember: errors.notMember },
});
