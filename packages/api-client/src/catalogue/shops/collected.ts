import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, pageOf, pagedByPageNumber } from '../shapes';
import { cardRowSchema } from './schemas';

const paged = pagedByPageNumber(20);

/** The cards the member opened from shares (名片夹, card/list), newest first. */
export const collected = defineCall({
  name: 'shops.collected',
  transport: 'api',
  method: 'GET',
  uri: '/shops/card/list',
  params: z.object({ ...memberScope, ...paged.params }),
  result: pageOf(cardRowSchema),
  paging: paged.paging,
});
