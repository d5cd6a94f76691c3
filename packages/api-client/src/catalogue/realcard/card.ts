import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, memberScope } from '../shapes';
import { REALCARD_ERRORS, realCardSchema } from './schemas';

/** One of the member's cards (query, extend and redpacket take its id as `cardId`). */
export const card = defineCall({
  name: 'realcard.card',
  transport: 'api',
  method: 'GET',
  uri: '/realcard/detail',
  params: z.object({ ...memberScope, cardId: idParam }),
  result: realCardSchema,
  errors: { notFound: REALCARD_ERRORS.notFound },
});
