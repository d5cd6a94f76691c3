import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, pageOf } from '../shapes';
import { actPaging, reviewSchema } from './schemas';

/** An activity's reviews, newest first. */
export const reviews = defineCall({
  name: 'act.reviews',
  transport: 'api',
  method: 'GET',
  uri: '/act/reviews',
  params: z.object({ iid: iidParam, actId: idParam, ...actPaging.params }),
  result: pageOf(reviewSchema),
  paging: actPaging.paging,
});
