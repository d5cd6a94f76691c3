import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam, pictureLinkSchema } from '../shapes';
import { unknownTenant } from './schemas';

/** The home page's fixed blocks (spec §7 /api/mainPage): the tenant's name, banners, navigation, notice. */
export const mainPage = defineCall({
  name: 'home.mainPage',
  transport: 'api',
  method: 'GET',
  uri: '/mainPage',
  params: z.object({ iid: iidParam }),
  result: z.object({
    iid: z.number().check(z.int()),
    name: z.string(),
    slogan: z.string(),
    logo: z.string(),
    banners: z.array(pictureLinkSchema),
    navs: z.array(pictureLinkSchema),
    notice: z.string(),
  }),
  errors: { unknownTenant },
});
