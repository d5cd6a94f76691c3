import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, optionalToken } from '../shapes';

/** The teams (小队) of an activity: name, leader, members of capacity, and whether the member is in it. */
export const teams = defineCall({
  name: 'act.teams',
  transport: 'api',
  method: 'GET',
  uri: '/act/teams',
  params: z.object({ iid: iidParam, actId: idParam, ...optionalToken }),
  result: z.array(
    z.object({ id: z.number().check(z.int()), name: z.string(), leader: z.string(), members: z.number().check(z.int()), capacity: z.number().check(z.int()), joined: z.boolean() }),
  ),
});
