import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, iidParam } from '../shapes';
import { adSchema } from './schemas';

/**
 * Per-user site info (spec §3, §7 /api/aboutme/get with type 'js'): `mjs`, the URL of a script
 * the tenant runs on its pages ('' for none), and `adsList`, the popups in priority order.
 * `userId` is the member's id when signed in, else omitted. Reply `{ t: { mjs, adsList } }`.
 */
export const aboutMe = defineCall({
  name: 'site.aboutMe',
  transport: 'api',
  method: 'GET',
  uri: '/aboutme/get',
  params: z.object({ iid: iidParam, type: z.literal('js'), userId: z.optional(idParam) }),
  result: z.object({ mjs: z.string(), adsList: z.array(adSchema) }),
  errors: { unknownTenant: callError(404, '机构不存在') },
});
