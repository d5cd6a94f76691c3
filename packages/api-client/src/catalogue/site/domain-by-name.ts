import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { textParam } from '../shapes';

/**
 * The tenants a host name maps to (spec §2: `/` maps the host name to an iid). Reply
 * `{ t: [{ iid, host }] }`, an empty list for an unknown host (the app then uses 1000).
 */
export const domainByName = defineCall({
  name: 'site.domainByName',
  transport: 'api',
  method: 'GET',
  uri: '/domain/byName/list',
  params: z.object({ domainName: textParam(253, 1) }),
  result: z.array(z.object({ iid: z.number().check(z.int()), host: z.string() })),
});
