import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, memberScope } from '../shapes';
import { notFound, signPlaceSchema } from './schemas';

/**
 * An activity's sign places with how many have checked in at each, and the member's own
 * participants with the places each has checked in at (empty when the member has not enrolled).
 */
export const signPlaces = defineCall({
  name: 'act.signPlaces',
  transport: 'api',
  method: 'GET',
  uri: '/act/sign/places',
  params: z.object({ ...memberScope, actId: idParam }),
  result: z.object({
    title: z.string(),
    places: z.array(z.extend(signPlaceSchema, { signed: z.number().check(z.int()), total: z.number().check(z.int()) })),
    mine: z.array(z.object({ id: z.number().check(z.int()), name: z.string(), signedPlaces: z.array(z.number().check(z.int())) })),
    orderId: z.nullable(z.string()),
    signCode: z.string(),
  }),
  errors: { notFound },
});
