import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, memberScope } from '../shapes';
import { entrySchema } from './schemas';

const notEnrolled = callError(4407, '你还没有报名该赛事');

/** The member's entry of a game (game entryinformation, trajectory entryinformation). */
export const myEntry = defineCall({
  name: 'game.myEntry',
  transport: 'api',
  method: 'GET',
  uri: '/game/entry',
  params: z.object({ ...memberScope, gameId: idParam }),
  result: entrySchema,
  errors: { notEnrolled },
});

/** The member's entries of every game, newest first (trajectory entryinformation). */
export const myEntries = defineCall({
  name: 'game.myEntries',
  transport: 'api',
  method: 'GET',
  uri: '/game/entries',
  params: z.object({ ...memberScope }),
  result: z.array(entrySchema),
});

/** Checks the member in on the game day and gives the bib number (game/checkIn/:id); again gives the same bib. */
export const checkIn = defineCall({
  name: 'game.checkIn',
  transport: 'api',
  method: 'POST',
  uri: '/game/check-in',
  params: z.object({ ...memberScope, gameId: idParam }),
  result: entrySchema,
  errors: { notEnrolled, notGameDay: callError(4408, '只能在比赛当天签到'), unpaid: callError(4409, '报名费未支付，请先完成支付') },
});
