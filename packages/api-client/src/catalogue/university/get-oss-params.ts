import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, okEnvelope } from '../shapes';
import { session } from './shapes';

/**
 * A short-lived (10 minutes) POST policy for uploading one image. Reply
 * `{ code: 0, msg, host, policy, accessKeyId, sign, expireTime, dir, maxSize }`; `host` is the
 * storage endpoint on the origin the request came to, `dir` is `h5/{iid}_`.
 *
 * Upload (api-client's `uploadImage` does all of it): POST multipart to `host` with the fields,
 * in this order, `key`, `policy`, `OSSAccessKeyId` (accessKeyId), `success_action_status`
 * ('200'), `signature` (sign), `expire` (expireTime), then `file`. The key is
 * `h5/{iid}_{timestamp}_{nonce}.{ext}` (`uploadKey`): it starts with `dir`, the nonce is at least
 * 22 base64url characters (128 random bits), ext is jpg, jpeg, png, gif or bmp. Answers 200 on
 * success; the file is then at `${host}/${key}`, readable by whoever holds that URL (an
 * unguessable capability; nothing lists files). The bytes must be jpg, png, bmp or gif (checked
 * on the content, not the name), at most `maxSize` bytes.
 */
export const getOssParams = defineCall({
  name: 'university.getOssParams',
  transport: 'api',
  method: 'GET',
  uri: '/university/oss-params',
  params: z.object({ iid: idParam, ...session }),
  result: z.object({
    ...okEnvelope,
    host: z.string(),
    policy: z.string(),
    accessKeyId: z.string(),
    sign: z.string(),
    /** Unix seconds. */
    expireTime: z.number().check(z.int()),
    dir: z.string(),
    maxSize: z.number().check(z.int()),
  }),
  envelope: 'code0',
  errors: { notYourTenant: callError(403, '无权上传') },
});
