import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { cardSchema } from './schemas';

/** The member's own business card, or null before they made one (shops/card → cardNew). */
export const myCard = defineCall({
  name: 'shops.myCard',
  transport: 'api',
  method: 'GET',
  uri: '/shops/card/mine',
  params: z.object({ ...memberScope }),
  result: z.nullable(cardSchema),
});
