import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { iidParam } from '../shapes';
import { unknownTenant } from './schemas';

/** The app download banner (spec §3 downInfo), null when the tenant has none. Reply `{ t: { downInfo } }`. */
export const downloadInfo = defineCall({
  name: 'home.downloadInfo',
  transport: 'api',
  method: 'GET',
  uri: '/app/download/info',
  params: z.object({ iid: iidParam }),
  result: z.object({
    downInfo: z.nullable(
      z.object({ title: z.string(), desc: z.string(), icon: z.string(), buttonText: z.string(), link: z.string() }),
    ),
  }),
  errors: { unknownTenant },
});
