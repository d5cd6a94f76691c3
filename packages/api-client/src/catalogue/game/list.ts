import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam, pageOf } from '../shapes';
import { gameCardSchema, gamePaging } from './schemas';

/** The tenant's games, soonest first, ended last (game/:iid/list). Ours, as every game call. */
export const list = defineCall({
  name: 'game.list',
  transport: 'api',
  method: 'GET',
  uri: '/game/list',
  params: z.object({ iid: iidParam, ...gamePaging.params }),
  result: pageOf(gameCardSchema),
  paging: gamePaging.paging,
});
