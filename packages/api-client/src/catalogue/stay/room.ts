import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam } from '../shapes';
import { roomNotFound, roomSchema } from './schemas';

/** A room's or pitch's page (campsite roomDetail). */
export const room = defineCall({
  name: 'stay.room',
  transport: 'api',
  method: 'GET',
  uri: '/stay/room',
  params: z.object({ iid: iidParam, id: idParam }),
  result: roomSchema,
  errors: { notFound: roomNotFound },
});
