import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, memberScope, textParam } from '../shapes';
import { IMPRESSION_MAX, impressionSchema, RELATION_ERRORS } from './schemas';

/** Gives a member an impression tag (relation/addimpress): one per visitor, never to oneself. */
export const addImpression = defineCall({
  name: 'relation.addImpression',
  transport: 'api',
  method: 'POST',
  uri: '/relation/impress/add',
  params: z.object({ ...memberScope, memberId: idParam, tag: textParam(IMPRESSION_MAX, 1) }),
  result: impressionSchema,
  errors: { memberNotFound: RELATION_ERRORS.memberNotFound, selfImpression: RELATION_ERRORS.selfImpression, impressedAlready: RELATION_ERRORS.impressedAlready },
});
