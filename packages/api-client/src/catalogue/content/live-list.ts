import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam, optionalToken, pageOf } from '../shapes';
import { LIVE_STATUS, liveRoomSchema, pagedContent } from './schemas';

/** The tenant's live rooms of one state (upcoming soonest first, live, ended newest first). */
export const liveList = defineCall({
  name: 'content.liveList',
  transport: 'api',
  method: 'GET',
  uri: '/content/live/list',
  params: z.object({ iid: iidParam, status: z.enum([LIVE_STATUS.upcoming, LIVE_STATUS.live, LIVE_STATUS.ended]), ...optionalToken, ...pagedContent.params }),
  result: pageOf(liveRoomSchema),
  paging: pagedContent.paging,
});
