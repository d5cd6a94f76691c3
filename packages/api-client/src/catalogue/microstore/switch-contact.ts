import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { flagParam, idParam, memberScope } from '../shapes';
import { contactSchema, errors } from './schemas';

/** Turns a contact on or off (an order-notice receiver who should not hear for a while). */
export const switchContact = defineCall({
  name: 'microstore.switchContact',
  transport: 'api',
  method: 'POST',
  uri: '/microstore/contact/switch',
  params: z.object({ ...memberScope, id: idParam, enabled: flagParam }),
  result: contactSchema,
  errors: { contactNotFound: errors.contactNotFound },
});
