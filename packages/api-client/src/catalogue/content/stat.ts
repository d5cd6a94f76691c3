import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { done, idParam, iidParam, intParam, textParam } from '../shapes';

/**
 * Counts a view (spec §7 /v1/sys/stat: iid, rid, type, p): `type` is the kind of page
 * ('news', 'video', … or 'live'), `p` the viewed record's id. Reply `{ t: true }`; an unknown
 * record is counted nowhere and still answers true (a view is never an error for the page).
 */
export const stat = defineCall({
  name: 'content.stat',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/v1/sys/stat',
  params: z.object({ iid: iidParam, rid: z.optional(intParam), type: textParam(20, 1), p: idParam }),
  result: done,
});
