import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { instant, memberScope } from '../shapes';

/** The member's check-ins across activities, newest first. */
export const signRecords = defineCall({
  name: 'act.signRecords',
  transport: 'api',
  method: 'GET',
  uri: '/act/sign/records',
  params: z.object(memberScope),
  result: z.array(z.object({ actId: z.number().check(z.int()), title: z.string(), place: z.string(), name: z.string(), at: instant, way: z.number().check(z.int()) })),
});
