import { z } from 'zod';
import { defineCall } from '../../define';
import { iidParam, pageOf, textParam } from '../shapes';
import { actCardSchema } from './schemas';

/**
 * Departures (origin/*): the tenant's published activities, soonest first, filtered by departure
 * city, by series (one trip's departure dates, origin/detail) and/or by month (YYYY-MM,
 * origin/calendar); with the cities that have departures. Our own call.
 */
export const departures = defineCall({
  name: 'act.departures',
  transport: 'api',
  method: 'GET',
  uri: '/act/origin/list',
  params: z.object({
    iid: iidParam,
    city: textParam(20).optional(),
    series: textParam(40).optional(),
    month: z.string().regex(/^\d{4}-\d{2}$/).optional(),
  }),
  result: pageOf(actCardSchema.extend({ series: z.string() })).extend({
    cities: z.array(z.object({ name: z.string(), count: z.number().int() })),
  }),
});
