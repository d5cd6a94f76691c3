import { getOssParams } from '@tongxin/api-client';
import { api } from './api';
import type { Credentials } from './session';

/** The extension a stored image gets, from the file's name (the server checks the bytes). */
function extensionOf(file: File): string {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (ext === 'jpeg' || ext === 'jpg') return 'jpg';
  if (ext === 'png' || ext === 'gif' || ext === 'bmp') return ext;
  return file.type === 'image/png' ? 'png' : 'jpg';
}

/**
 * Uploads one image to object storage with a fresh POST policy (spec §7): the fields key,
 * policy, OSSAccessKeyId, success_action_status 200, signature, expire, then the file. Resolves
 * with the file's URL; a refused post rejects with 'fail to post {url} {status}' (spec §8).
 */
export async function uploadImage(
  file: File,
  credentials: Pick<Credentials, 'iid' | 'rid' | 'token'>,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const oss = await api.call(getOssParams, { iid: credentials.iid, rid: credentials.rid, token: credentials.token }, { signal: options.signal });
  const key = `${oss.dir}${Date.now()}.${extensionOf(file)}`;
  const form = new FormData();
  form.append('key', key);
  form.append('policy', oss.policy);
  form.append('OSSAccessKeyId', oss.accessKeyId);
  form.append('success_action_status', '200');
  form.append('signature', oss.sign);
  form.append('expire', String(oss.expireTime));
  form.append('file', file);
  const host = oss.host.replace(/\/+$/, '');

  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', host);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => (xhr.status === 200 ? resolve() : reject(new Error(`fail to post ${host} ${xhr.status}`)));
    xhr.onerror = () => reject(new Error(`fail to post ${host} ${xhr.status}`));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
  return `${host}/${key}`;
}
