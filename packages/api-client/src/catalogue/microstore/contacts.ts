import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { contactSchema, errors, kindParam } from './schemas';

/** The store's contacts of one kind, oldest first. */
export const contacts = defineCall({
  name: 'microstore.contacts',
  transport: 'api',
  method: 'GET',
  uri: '/microstore/contact/list',
  params: z.object({ ...memberScope, kind: kindParam }),
  result: z.array(contactSchema),
  errors: { noStore: errors.noStore },
});
