import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam, intParam, pageOf } from '../shapes';
import { listPaging, placeCardSchema } from './schemas';

/** The tenant's campsites (type 1) or homestays (type 2), best rated first. Ours: the spec names no call. */
export const places = defineCall({
  name: 'stay.places',
  transport: 'api',
  method: 'GET',
  uri: '/stay/places',
  params: z.object({ iid: iidParam, type: z._default(intParam.check(z.gte(1), z.lte(2)), 1), ...listPaging.params }),
  result: pageOf(placeCardSchema),
  paging: listPaging.paging,
});
