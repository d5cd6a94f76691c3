import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam } from '../shapes';

/** The app download banner. Reply `{ code: 0, msg, downInfo }`; `downInfo` is null when the tenant has none. */
export const getDownloadInfo = defineCall({
  name: 'university.getDownloadInfo',
  transport: 'api',
  method: 'GET',
  uri: '/university/download-info',
  params: z.object({ iid: idParam }),
  result: z.object({
    downInfo: z.nullable(z
      .object({
        title: z.string(),
        desc: z.string(),
        icon: z.string(),
        buttonText: z.string(),
        androidUrl: z.string(),
        iosUrl: z.string(),
      })),
  }),
  envelope: 'code0',
});
