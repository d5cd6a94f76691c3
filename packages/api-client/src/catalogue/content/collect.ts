import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { flagParam, idParam, memberScope } from '../shapes';
import { CONTENT_ERRORS } from './schemas';

/**
 * Collects (`collect` true) or un-collects a content item (spec §7 /api/collect): a collected
 * item appears in the member's /app/collection/list with its title, cover and link.
 */
export const collect = defineCall({
  name: 'content.collect',
  transport: 'api',
  method: 'POST',
  uri: '/collect',
  params: z.object({ ...memberScope, id: idParam, collect: flagParam }),
  result: z.object({ collected: z.boolean() }),
  errors: { notFound: CONTENT_ERRORS.notFound },
});
