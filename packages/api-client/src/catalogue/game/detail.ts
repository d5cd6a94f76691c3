import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, optionalToken } from '../shapes';
import { gameNotFound, gameSchema } from './schemas';

/** A game's page: intro, groups with places left, rules, disclaimer, enrolment form and the member's entry. */
export const detail = defineCall({
  name: 'game.detail',
  transport: 'api',
  method: 'GET',
  uri: '/game/detail',
  params: z.object({ iid: iidParam, id: idParam, ...optionalToken }),
  result: gameSchema,
  errors: { notFound: gameNotFound },
});
