import { uploadImage as uploadWithPolicy } from '@tongxin/api-client';
import { api } from './api';
import type { Credentials } from './session';

/**
 * Uploads one image with api-client's helper (spec §7): getOssParams with the applicant's
 * session, then the POST-policy form to the storage host with the key rule the server enforces
 * (`h5/{iid}_{timestamp}_{nonce}.{ext}`). Files that are not jpg, png, jpeg, bmp or gif are
 * refused before any request. Resolves with the file's URL; a refused post rejects with
 * 'fail to post {url} {status}' (spec §8), an abort with an AbortError.
 */
export async function uploadImage(
  file: File,
  credentials: Pick<Credentials, 'iid' | 'rid' | 'token'>,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const { url } = await uploadWithPolicy(api, {
    file,
    iid: credentials.iid,
    session: { rid: credentials.rid, token: credentials.token },
    onProgress: options.onProgress ? ({ percent }) => options.onProgress?.(percent) : undefined,
    signal: options.signal,
  });
  return url;
}
