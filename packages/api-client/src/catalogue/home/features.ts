import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam, pictureLinkSchema } from '../shapes';

/** The category page (spec §7 features/types): groups of entries. */
export const features = defineCall({
  name: 'home.features',
  transport: 'api',
  method: 'GET',
  uri: '/features/types',
  params: z.object({ iid: iidParam }),
  result: z.array(z.object({ id: z.number().check(z.int()), name: z.string(), items: z.array(pictureLinkSchema) })),
});
