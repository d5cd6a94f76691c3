import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam } from '../shapes';
import { placeNotFound, placeSchema } from './schemas';

/** A campsite's or homestay's page: photos, facilities, location, rooms or pitches, packages. */
export const place = defineCall({
  name: 'stay.place',
  transport: 'api',
  method: 'GET',
  uri: '/stay/place',
  params: z.object({ iid: iidParam, id: idParam }),
  result: placeSchema,
  errors: { notFound: placeNotFound },
});
