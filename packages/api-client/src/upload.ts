import type { z } from 'zod';
import { ossToken } from './catalogue/community/site';
import { getOssParams } from './catalogue/university';
import type { ApiClient } from './client';
import type { CallDeclaration } from './define';

/** The image extensions an upload accepts (spec §5). */
export const IMAGE_EXTENSIONS = ['jpg', 'png', 'jpeg', 'bmp', 'gif'] as const;
/** The MIME types of those extensions, as browsers report them. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'image/bmp', 'image/x-ms-bmp', 'image/gif'] as const;
/** The message of a refused file (our wording: the spec gives the rule, not the text). */
export const IMAGE_TYPE_MESSAGE = '只能上传 jpg、png、jpeg、bmp、gif 格式的图片';

/** What an upload needs from the parameters call (the university's getOssParams or /api/oss/token). */
export interface OssUploadParams {
  readonly host: string;
  readonly policy: string;
  readonly accessKeyId: string;
  readonly sign: string;
  /** Unix seconds. */
  readonly expireTime: number;
  /** The prefix the policy requires of the key; 'h5/' when absent. */
  readonly dir?: string;
}

/** A call that issues upload parameters, with its params. */
export interface OssParamsSource<P extends z.ZodType = z.ZodType> {
  readonly declaration: CallDeclaration<P, z.ZodType<OssUploadParams>>;
  readonly params: z.input<P>;
}

export interface UploadProgress {
  readonly loaded: number;
  readonly total: number;
  /** 0–100, rounded down. */
  readonly percent: number;
}

export interface UploadImageOptions {
  readonly file: File;
  /** The tenant: part of the key, `h5/{iid}_{timestamp}`. */
  readonly iid: number;
  /** The university applicant's session: the parameters come from getOssParams. */
  readonly session?: { readonly rid: number; readonly token: string };
  /**
   * Another source of parameters. Without it or a session, the community's `/api/oss/token`
   * is asked with `{ iid }`.
   */
  readonly source?: OssParamsSource;
  readonly onProgress?: (progress: UploadProgress) => void;
  readonly signal?: AbortSignal;
  /** The clock for the key's timestamp (milliseconds). */
  readonly now?: () => number;
}

export interface UploadedImage {
  /** Where the file can be read: `${host}/${key}`. */
  readonly url: string;
  readonly key: string;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Whether a file is an image the platform accepts: its name ends in jpg, png, jpeg, bmp or gif,
 * and its MIME type, when the browser reports one, is of those (some webviews report none for a
 * camera capture).
 */
export function isAcceptedImage(file: { readonly name: string; readonly type: string }): boolean {
  const extension = extensionOf(file.name);
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return false;
  return file.type === '' || (IMAGE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
}

function sourceFor(options: UploadImageOptions): OssParamsSource {
  if (options.source) return options.source;
  if (options.session) {
    return { declaration: getOssParams, params: { iid: options.iid, rid: options.session.rid, token: options.session.token } };
  }
  return { declaration: ossToken, params: { iid: options.iid } };
}

/** The multipart form of an object-storage POST policy upload, fields in the order storage expects. */
export function uploadForm(params: OssUploadParams, key: string, file: Blob): FormData {
  const form = new FormData();
  form.append('key', key);
  form.append('policy', params.policy);
  form.append('OSSAccessKeyId', params.accessKeyId);
  form.append('success_action_status', '200');
  form.append('signature', params.sign);
  form.append('expire', String(params.expireTime));
  // The file goes last: storage reads the fields before it.
  form.append('file', file);
  return form;
}

function post(url: string, form: FormData, onProgress: UploadImageOptions['onProgress'], signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    const fail = () => reject(new Error(`fail to post ${url} ${xhr.status}`));
    const onAbort = () => {
      xhr.abort();
      reject(signal?.reason);
    };
    xhr.open('POST', url);
    xhr.upload.onprogress = (event) => {
      if (!onProgress || !event.lengthComputable || event.total === 0) return;
      onProgress({ loaded: event.loaded, total: event.total, percent: Math.floor((event.loaded / event.total) * 100) });
    };
    xhr.onload = () => {
      signal?.removeEventListener('abort', onAbort);
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else fail();
    };
    xhr.onerror = () => {
      signal?.removeEventListener('abort', onAbort);
      fail();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}

/**
 * Uploads one image: asks for a POST policy (getOssParams with a university session, else
 * `/api/oss/token`), then posts the multipart form to the storage host with key
 * `h5/{iid}_{timestamp}`, reporting progress. Refuses anything but jpg, png, jpeg, bmp and gif
 * before any request. A refused post rejects with Error('fail to post {url} {status}').
 *
 * @example
 * const { url } = await uploadImage(client, {
 *   file, iid: 3073, session: { rid, token }, onProgress: ({ percent }) => setPercent(percent),
 * });
 */
export async function uploadImage(client: ApiClient, options: UploadImageOptions): Promise<UploadedImage> {
  if (!isAcceptedImage(options.file)) throw new Error(IMAGE_TYPE_MESSAGE);
  const source = sourceFor(options);
  const params = await client.call(source.declaration, source.params, { signal: options.signal });
  const timestamp = (options.now ?? Date.now)();
  const key = `${params.dir || 'h5/'}${options.iid}_${timestamp}`;
  const host = params.host.replace(/\/+$/, '');
  await post(host, uploadForm(params, key, options.file), options.onProgress, options.signal);
  return { url: `${host}/${key}`, key };
}
