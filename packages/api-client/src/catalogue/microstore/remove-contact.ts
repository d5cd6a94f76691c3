import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { done, idParam, memberScope } from '../shapes';
import { errors } from './schemas';

/** Removes one of the store's contacts. */
export const removeContact = defineCall({
  name: 'microstore.removeContact',
  transport: 'api',
  method: 'POST',
  uri: '/microstore/contact/remove',
  params: z.object({ ...memberScope, id: idParam }),
  result: done,
  errors: { contactNotFound: errors.contactNotFound },
});
