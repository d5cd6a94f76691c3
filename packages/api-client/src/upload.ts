import type * as z from 'zod/mini';
import { getOssParams } from './catalogue/university';
import type { ApiClient } from './client';
import type { CallDeclaration } from './define';

/** The image extensions an upload accepts (spec §5). */
export const IMAGE_EXTENSIONS = ['jpg', 'png', 'jpeg', 'bmp', 'gif'] as const;
/** The MIME types of those extensions, as browsers report them. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'image/bmp', 'image/x-ms-bmp', 'image/gif'] as const;
/** The message of a refused file (our wording: the spec gives the rule, not the text). */
export const IMAGE_TYPE_MESSAGE = '只能上传 jpg、png、jpeg、bmp、gif 格式的图片';

/** What an upload needs from the parameters call (the university's getOssParams, or a source of the caller's). */
export interface OssUploadParams {
  readonly host: string;
  readonly policy: string;
  readonly accessKeyId: string;
  readonly sign: string;
  /** Unix seconds. */
  readonly expireTime: number;
  /** The prefix the policy requires of the key (`h5/{iid}_`); when present, the key must start with it. */
  readonly dir?: string;
}

/** A call that issues upload parameters, with its params. */
export interface OssParamsSource<P extends z.ZodMiniType = z.ZodMiniType> {
  readonly declaration: CallDeclaration<P, z.ZodMiniType<OssUploadParams>>;
  readonly params: z.input<P>;
}

export interface UploadProgress {
  readonly loaded: number;
  readonly total: number;
  /** 0–100, rounded down. */
  readonly percent: number;
}

interface UploadImageBase {
  readonly file: File;
  /** The tenant: part of the key, `h5/{iid}_{timestamp}_{nonce}.{ext}` (see uploadKey). */
  readonly iid: number;
  readonly onProgress?: (progress: UploadProgress) => void;
  readonly signal?: AbortSignal;
  /** The clock for the key's timestamp (milliseconds). */
  readonly now?: () => number;
  /** The key's random part (tests); default 16 random bytes from crypto.getRandomValues, base64url. */
  readonly nonce?: () => string;
}

/**
 * Where the upload parameters come from: the university applicant's session (getOssParams), or
 * a source of the caller's (a declaration answering OssUploadParams, such as spec §7's
 * /api/oss/token once a community module serves it).
 */
export type UploadImageOptions = UploadImageBase &
  (
    | { readonly session: { readonly rid: number; readonly token: string }; readonly source?: undefined }
    | { readonly source: OssParamsSource; readonly session?: undefined }
  );

export interface UploadedImage {
  /** Where the file can be read: `${host}/${key}`. */
  readonly url: string;
  readonly key: string;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** 16 random bytes (128 bits) as base64url: 22 characters. */
export function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The storage key of an upload, the one rule the server's storage enforces:
 * `h5/{iid}_{timestamp}_{nonce}.{ext}` — spec §7's `h5/{iid}_{timestamp}`, then a random part of
 * at least 22 base64url characters that makes the file's URL unguessable (only who holds the URL
 * can read the file), then the file's own extension in lower case.
 *
 * @example
 * uploadKey(3073, 1700000000123, 'Q2hvb3NlIGEgcmFuZG9tIG5vbmNl', 'me.JPG') // 'h5/3073_1700000000123_Q2hvb3NlIGEgcmFuZG9tIG5vbmNl.jpg'
 */
export function uploadKey(iid: number, timestamp: number, nonce: string, fileName: string): string {
  return `h5/${iid}_${timestamp}_${nonce}.${extensionOf(fileName)}`;
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
  return { declaration: getOssParams, params: { iid: options.iid, rid: options.session.rid, token: options.session.token } };
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

/**
 * A post the storage refused, or that never arrived (status 0): the message is spec §8's
 * 'fail to post {url} {status}'; `reason` is the storage's own words when its reply has a `msg`
 * (this server's quotas: `今日上传已达上限（50 MB），请明天再试`, `存储空间不足，暂时无法上传，请稍后再试`).
 */
export class UploadPostError extends Error {
  override readonly name = 'UploadPostError';
  constructor(
    url: string,
    readonly status: number,
    readonly reason?: string,
  ) {
    super(`fail to post ${url} ${status}`);
  }
}

/** The `msg` of a JSON refusal, if the reply is one. */
function refusalReason(text: string): string | undefined {
  try {
    const msg = (JSON.parse(text) as { msg?: unknown } | null)?.msg;
    return typeof msg === 'string' && msg.trim() !== '' ? msg : undefined;
  } catch {
    return undefined;
  }
}

function post(url: string, form: FormData, onProgress: UploadImageOptions['onProgress'], signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    const fail = () => reject(new UploadPostError(url, xhr.status, xhr.status > 0 ? refusalReason(String(xhr.responseText ?? '')) : undefined));
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
 * Uploads one image: asks for a POST policy (getOssParams with a university session, else the
 * given source), then posts the multipart form to the storage host with the key of
 * `uploadKey` (`h5/{iid}_{timestamp}_{nonce}.{ext}`), reporting progress. Refuses anything but
 * jpg, png, jpeg, bmp and gif before any request. A refused post rejects with an
 * UploadPostError ('fail to post {url} {status}', and the storage's `reason` when it gave one); an
 * abort with the signal's reason (an AbortError).
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
  const key = uploadKey(options.iid, (options.now ?? Date.now)(), (options.nonce ?? randomNonce)(), options.file.name);
  if (params.dir && !key.startsWith(params.dir)) {
    throw new Error(`the upload policy is for keys under ${params.dir}, not ${key.slice(0, key.indexOf('_') + 1)} (tenant ${options.iid})`);
  }
  const host = params.host.replace(/\/+$/, '');
  await post(host, uploadForm(params, key, options.file), options.onProgress, options.signal);
  return { url: `${host}/${key}`, key };
}
