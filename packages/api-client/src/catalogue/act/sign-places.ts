import { z } from 'zod';
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
    places: z.array(signPlaceSchema.extend({ signed: z.number().int(), total: z.number().int() })),
    mine: z.array(z.object({ id: z.number().int(), name: z.string(), signedPlaces: z.array(z.number().int()) })),
    orderId: z.string().nullable(),
    signCode: z.string(),
  }),
  errors: { notFound },
});
