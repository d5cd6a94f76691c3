import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam, optionalToken } from '../shapes';
import { mapPlaceSchema } from './schemas';

/** The places of the tenant's map (map, sign/map): sign-in sites (done for the member), campsites and homestays. */
export const map = defineCall({
  name: 'sign.map',
  transport: 'api',
  method: 'GET',
  uri: '/sign/map',
  params: z.object({ iid: iidParam, ...optionalToken }),
  result: z.array(mapPlaceSchema),
});
