import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';

/**
 * An upload policy for the member (spec §7 /api/oss/token), for api-client's `uploadImage`
 * (`source`): POST-policy form to `host`, key `h5/{iid}_{timestamp}_{nonce}.{ext}` under `dir`,
 * 10 minutes, at most `maxSize` bytes; the bytes must be an image (checked on the content).
 */
export const ossToken = defineCall({
  name: 'content.ossToken',
  transport: 'api',
  method: 'GET',
  uri: '/oss/token',
  params: z.object(memberScope),
  result: z.object({
    host: z.string(),
    policy: z.string(),
    accessKeyId: z.string(),
    sign: z.string(),
    expireTime: z.number().check(z.int()),
    dir: z.string(),
    maxSize: z.number().check(z.int()),
  }),
});
