import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { done, memberScope, textParam } from '../shapes';

/** Takes a card out of the member's card list (nothing when it was not there). */
export const uncollect = defineCall({
  name: 'shops.uncollect',
  transport: 'api',
  method: 'POST',
  uri: '/shops/card/uncollect',
  params: z.object({ ...memberScope, code: textParam(16, 1) }),
  result: done,
});
