import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { companionSchema } from './schemas';

/** The member's saved companions (常用报名人), newest first. */
export const companions = defineCall({
  name: 'act.companions',
  transport: 'api',
  method: 'GET',
  uri: '/act/companions',
  params: z.object(memberScope),
  result: z.array(companionSchema),
});
