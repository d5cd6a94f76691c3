import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { textParam } from '../shapes';

/** The tenant of a host name. Reply `{ code: 0, msg, iid }`. */
export const getIidByDomainName = defineCall({
  name: 'university.getIidByDomainName',
  transport: 'api',
  method: 'GET',
  uri: '/university/domain/iid',
  params: z.object({ domainName: textParam(253, 1) }),
  result: z.object({ iid: z.number().check(z.int()) }),
  envelope: 'code0',
  errors: { unknownHost: callError(404, '没有这个域名') },
});
