import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam, memberScope, textParam } from '../shapes';
import { emergencyContactSchema } from './schemas';

const coordinate = z.coerce.number<number | string>();

/** Who to call in an emergency: the organisation's numbers, then 110 and 120 (sign/sos). */
export const emergencyContacts = defineCall({
  name: 'sign.emergencyContacts',
  transport: 'api',
  method: 'GET',
  uri: '/sign/sos/contacts',
  params: z.object({ iid: iidParam }),
  result: z.array(emergencyContactSchema),
});

/** Shares the member's location with the organisation (its admin API lists them). Reply: the alert's id. */
export const sos = defineCall({
  name: 'sign.sos',
  transport: 'api',
  method: 'POST',
  uri: '/sign/sos',
  params: z.object({
    ...memberScope,
    lat: coordinate.check(z.gte(-90), z.lte(90)),
    lng: coordinate.check(z.gte(-180), z.lte(180)),
    accuracy: z.optional(coordinate.check(z.gte(0), z.lte(100_000))),
    message: z.optional(textParam(200)),
  }),
  result: z.number().check(z.int()),
});
