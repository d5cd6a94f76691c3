import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, textParam } from '../shapes';
import { notDistributor, roleSchema } from './schemas';

/** Changes the operation sales person who looks after the caller's role. */
export const changeOpInfos = defineCall({
  name: 'distribution.changeOpInfos',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/multidis/changeOpInfos',
  params: z.object({ ...memberScope, opName: textParam(20, 2), opMobile: textParam(11, 11) }),
  result: roleSchema,
  errors: { notDistributor },
});
