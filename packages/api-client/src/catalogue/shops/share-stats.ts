import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { SHOPS_ERRORS, shareStatsSchema } from './schemas';

/** The owner's card/share page: the share code and who opened the card (visits, visitors, today, the latest 20). */
export const shareStats = defineCall({
  name: 'shops.shareStats',
  transport: 'api',
  method: 'GET',
  uri: '/shops/card/share',
  params: z.object({ ...memberScope }),
  result: shareStatsSchema,
  errors: { noCard: SHOPS_ERRORS.noCard },
});
