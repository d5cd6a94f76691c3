import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { iidParam, textParam } from '../shapes';
import { teamSchema } from './schemas';

/** A team by its invitation code (game/invite): the game, the team and its places. */
export const team = defineCall({
  name: 'game.team',
  transport: 'api',
  method: 'GET',
  uri: '/game/team',
  params: z.object({ iid: iidParam, code: textParam(12, 4) }),
  result: teamSchema,
  errors: { notFound: callError(4405, '队伍不存在，请核对邀请链接') },
});
