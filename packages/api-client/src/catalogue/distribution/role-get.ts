import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { roleSchema } from './schemas';

/** The caller's distribution role, or null before they ever applied. */
export const roleGet = defineCall({
  name: 'distribution.roleGet',
  transport: 'gateway',
  method: 'GET',
  uri: '/multidis/role/get',
  params: z.object({ ...memberScope }),
  result: z.nullable(roleSchema),
});
