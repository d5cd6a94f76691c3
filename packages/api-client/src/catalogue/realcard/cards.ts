import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { realCardSchema } from './schemas';

/** The member's activated cards, newest first (an empty list: the member has none yet). */
export const cards = defineCall({
  name: 'realcard.cards',
  transport: 'api',
  method: 'GET',
  uri: '/realcard/list',
  params: z.object(memberScope),
  result: z.array(realCardSchema),
});
