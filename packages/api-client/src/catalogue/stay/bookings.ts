import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { intParam, memberScope, pageOf } from '../shapes';
import { bookingPaging, bookingSchema } from './schemas';

/** The member's bookings (reserve/list), newest first; `status` 0 all, else one BOOKING_STATUS. */
export const bookings = defineCall({
  name: 'stay.bookings',
  transport: 'api',
  method: 'GET',
  uri: '/stay/bookings',
  params: z.object({ ...memberScope, status: z._default(intParam.check(z.gte(0), z.lte(4)), 0), ...bookingPaging.params }),
  result: pageOf(bookingSchema),
  paging: bookingPaging.paging,
});
