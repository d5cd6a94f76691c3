import * as z from 'zod/mini';
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
    city: z.optional(textParam(20)),
    series: z.optional(textParam(40)),
    month: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}$/))),
  }),
  result: z.extend(pageOf(z.extend(actCardSchema, { series: z.string() })), {
    cities: z.array(z.object({ name: z.string(), count: z.number().check(z.int()) })),
  }),
});
