import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam } from '../shapes';
import { dayAvailabilitySchema, dayParam, roomNotFound } from './schemas';

/**
 * A room's nights from `from` to `to` (both included, at most 62 days): 'YYYY-MM-DD' → price,
 * rooms left, closed. Days before today or past the booking horizon are absent (not bookable).
 */
export const availability = defineCall({
  name: 'stay.availability',
  transport: 'api',
  method: 'GET',
  uri: '/stay/availability',
  params: z.object({ iid: iidParam, roomId: idParam, from: dayParam, to: dayParam }),
  result: z.record(z.string(), dayAvailabilitySchema),
  errors: { notFound: roomNotFound },
});
