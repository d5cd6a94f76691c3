import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, memberScope } from '../shapes';
import { notFound } from './schemas';

/** Deletes one of the member's addresses; when it was the default, the newest other one becomes it. */
export const remove = defineCall({
  name: 'address.remove',
  transport: 'api',
  method: 'POST',
  uri: '/address/delete',
  params: z.object({ ...memberScope, id: idParam }),
  result: z.boolean(),
  errors: { notFound },
});
