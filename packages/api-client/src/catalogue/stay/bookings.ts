import { z } from 'zod';
import { defineCall } from '../../define';
import { intParam, memberScope, pageOf } from '../shapes';
import { bookingPaging, bookingSchema } from './schemas';

/** The member's bookings (reserve/list), newest first; `status` 0 all, else one BOOKING_STATUS. */
export const bookings = defineCall({
  name: 'stay.bookings',
  transport: 'api',
  method: 'GET',
  uri: '/stay/bookings',
  params: z.object({ ...memberScope, status: intParam.min(0).max(4).default(0), ...bookingPaging.params }),
  result: pageOf(bookingSchema),
  paging: bookingPaging.paging,
});
