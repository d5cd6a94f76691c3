import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, intParam, memberScope, textParam } from '../shapes';
import { gameNotFound, noResult, resultSchema } from './schemas';

/** Looks a result up by name and ID number, or name and bib (game/resultinquiry/:id). */
export const inquiry = defineCall({
  name: 'game.inquiry',
  transport: 'api',
  method: 'GET',
  uri: '/game/result/inquiry',
  params: z.object({ iid: iidParam, gameId: idParam, name: textParam(20, 1), idNo: z.optional(textParam(18)), bib: z.optional(textParam(10)) }),
  result: resultSchema,
  errors: { notFound: noResult },
});

/** The member's own result (game/result/:id, result2, joinresult). */
export const myResult = defineCall({
  name: 'game.myResult',
  transport: 'api',
  method: 'GET',
  uri: '/game/result/mine',
  params: z.object({ ...memberScope, gameId: idParam }),
  result: resultSchema,
  errors: { notFound: noResult },
});

/** A game's rankings, overall or of one group (game/resultlist1/:id). */
export const rankings = defineCall({
  name: 'game.rankings',
  transport: 'api',
  method: 'GET',
  uri: '/game/result/list',
  params: z.object({ iid: iidParam, gameId: idParam, groupId: z._default(intParam.check(z.gte(0)), 0) }),
  result: z.array(z.omit(resultSchema, { gameTitle: true })),
  errors: { notFound: gameNotFound },
});
