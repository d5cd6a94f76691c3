import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, defineCall, IMAGE_TYPE_MESSAGE, isAcceptedImage, uploadImage, UploadPostError } from './index';
import { randomNonce, uploadKey } from './upload';

/** Spec §7's /api/oss/token as a community module would declare it (planned: no module serves it yet). */
const ossToken = defineCall({
  name: 'test.ossToken',
  transport: 'api',
  method: 'GET',
  kind: 'mutation',
  uri: '/oss/token',
  params: z.object({ iid: z.number() }),
  result: z.object({ host: z.string(), policy: z.string(), accessKeyId: z.string(), sign: z.string(), expireTime: z.number() }),
});

/** Stands in for XMLHttpRequest: records what is sent and lets the test answer. */
class FakeXhr {
  static made: FakeXhr[] = [];
  method = '';
  url = '';
  body: unknown;
  status = 0;
  aborted = false;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor() {
    FakeXhr.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  responseText = '';
  respond(status: number, body = '') {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
  failNetwork() {
    this.status = 0;
    this.onerror?.();
  }
}

async function sentXhr(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.made).toHaveLength(1));
  const xhr = FakeXhr.made[0];
  if (!xhr) throw new Error('no upload was sent');
  return xhr;
}

const universityParams = {
  code: 0,
  msg: 'ok',
  host: 'https://storage.test/bucket/',
  policy: 'eyJleHBpcmF0aW9uIjoiMjAyNiJ9',
  accessKeyId: 'LTAI-test',
  sign: 'c2lnbmF0dXJl',
  expireTime: 1_700_000_600,
  dir: 'h5/3073_',
  maxSize: 5_242_880,
};

function png(name = 'photo.png', type = 'image/png'): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type });
}

beforeEach(() => {
  FakeXhr.made = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadImage', () => {
  it('asks getOssParams with the session, then posts the policy form with key h5/{iid}_{timestamp}_{nonce}.{ext}', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(universityParams)));
    const client = createApiClient({ fetch: fetchMock });
    const progress = vi.fn();
    const file = png();
    const nonce = 'AAECAwQFBgcICQoLDA0ODw';
    const uploaded = uploadImage(client, { file, iid: 3073, session: { rid: 12, token: 'tok' }, onProgress: progress, now: () => 1_700_000_000_123, nonce: () => nonce });
    const xhr = await sentXhr();

    const paramsUrl = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://h5.test');
    expect(paramsUrl.pathname).toBe('/api/university/oss-params');
    expect(Object.fromEntries(paramsUrl.searchParams)).toEqual({ iid: '3073', rid: '12', token: 'tok' });

    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('https://storage.test/bucket');
    const form = xhr.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'policy', 'OSSAccessKeyId', 'success_action_status', 'signature', 'expire', 'file']);
    expect(form.get('key')).toBe(`h5/3073_1700000000123_${nonce}.png`);
    expect(form.get('policy')).toBe(universityParams.policy);
    expect(form.get('OSSAccessKeyId')).toBe('LTAI-test');
    expect(form.get('success_action_status')).toBe('200');
    expect(form.get('signature')).toBe(universityParams.sign);
    expect(form.get('expire')).toBe('1700000600');
    expect((form.get('file') as File).name).toBe('photo.png');

    xhr.progress(512, 2048);
    xhr.progress(2048, 2048);
    expect(progress.mock.calls.map(([p]) => (p as { percent: number }).percent)).toEqual([25, 100]);
    xhr.respond(200);
    const key = `h5/3073_1700000000123_${nonce}.png`;
    await expect(uploaded).resolves.toEqual({ url: `https://storage.test/bucket/${key}`, key });
  });

  it('asks the given source (/api/oss/token) with its params when there is no university session', async () => {
    const { code: _code, msg: _msg, dir: _dir, maxSize: _max, ...community } = universityParams;
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ t: community })));
    const source = { declaration: ossToken, params: { iid: 1000 } };
    const uploaded = uploadImage(createApiClient({ fetch: fetchMock }), { file: png('a.JPG', 'image/jpeg'), iid: 1000, now: () => 5, source });
    const xhr = await sentXhr();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/oss/token?iid=1000');
    const key = String((xhr.body as FormData).get('key'));
    expect(key).toMatch(/^h5\/1000_5_[A-Za-z0-9_-]{22}\.jpg$/);
    xhr.respond(200);
    await expect(uploaded).resolves.toMatchObject({ url: `https://storage.test/bucket/${key}` });
  });

  it.each([
    ['report.pdf', 'application/pdf'],
    ['photo.webp', 'image/webp'],
    ['photo.png', 'text/html'],
    ['png', 'image/png'],
  ])('refuses %s (%s) before any request', async (name, type) => {
    const fetchMock = vi.fn<typeof fetch>();
    await expect(uploadImage(createApiClient({ fetch: fetchMock }), { file: png(name, type), iid: 1000, session: { rid: 1, token: 't' } })).rejects.toThrow(IMAGE_TYPE_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(FakeXhr.made).toHaveLength(0);
  });

  it('rejects with "fail to post {url} {status}" when storage refuses or the network fails', async () => {
    const client = createApiClient({ fetch: vi.fn<typeof fetch>(async () => new Response(JSON.stringify(universityParams))) });
    const refused = uploadImage(client, { file: png(), iid: 3073, session: { rid: 1, token: 't' } });
    (await sentXhr()).respond(403);
    await expect(refused).rejects.toThrow(/^fail to post https:\/\/storage.test\/bucket 403$/);

    FakeXhr.made = [];
    const offline = uploadImage(client, { file: png(), iid: 3073, session: { rid: 1, token: 't' } });
    (await sentXhr()).failNetwork();
    await expect(offline).rejects.toThrow(/^fail to post https:\/\/storage.test\/bucket 0$/);
  });

  it("keeps the storage's own words of a refusal as the error's reason (a quota, a full disk)", async () => {
    const client = createApiClient({ fetch: vi.fn<typeof fetch>(async () => new Response(JSON.stringify(universityParams))) });
    const refused = uploadImage(client, { file: png(), iid: 3073, session: { rid: 1, token: 't' } });
    (await sentXhr()).respond(507, JSON.stringify({ code: 507, msg: '存储空间不足，暂时无法上传，请稍后再试' }));
    const error = await refused.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadPostError);
    expect(error).toMatchObject({ message: 'fail to post https://storage.test/bucket 507', status: 507, reason: '存储空间不足，暂时无法上传，请稍后再试' });

    FakeXhr.made = [];
    const xml = uploadImage(client, { file: png(), iid: 3073, session: { rid: 1, token: 't' } });
    (await sentXhr()).respond(403, '<Error><Code>AccessDenied</Code></Error>');
    await expect(xml).rejects.toMatchObject({ status: 403, reason: undefined });
  });

  it('passes a parameters-call failure through as the ApiError', async () => {
    const client = createApiClient({ fetch: vi.fn<typeof fetch>(async () => new Response('{"code":1000001,"msg":"请重新登录"}')) });
    await expect(uploadImage(client, { file: png(), iid: 3073, session: { rid: 1, token: 't' } })).rejects.toMatchObject({
      kind: 'session',
      message: '请重新登录',
    });
    expect(FakeXhr.made).toHaveLength(0);
  });

  it('aborts the post on the signal', async () => {
    const client = createApiClient({ fetch: vi.fn<typeof fetch>(async () => new Response(JSON.stringify(universityParams))) });
    const controller = new AbortController();
    const uploaded = uploadImage(client, { file: png(), iid: 3073, session: { rid: 1, token: 't' }, signal: controller.signal });
    const xhr = await sentXhr();
    controller.abort();
    await expect(uploaded).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
  });
});

describe('uploadKey', () => {
  it('is h5/{iid}_{timestamp}_{nonce}.{ext}, with the extension in lower case', () => {
    expect(uploadKey(3073, 1_700_000_000_123, 'n'.repeat(22), 'Me.JPEG')).toBe(`h5/3073_1700000000123_${'n'.repeat(22)}.jpeg`);
  });

  it('gets 128 random bits in 22 URL-safe characters, different every time', () => {
    const nonces = new Set(Array.from({ length: 200 }, () => randomNonce()));
    expect(nonces.size).toBe(200);
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('refuses to post when the policy is for another tenant', async () => {
    const client = createApiClient({ fetch: vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ ...universityParams, dir: 'h5/1000_' }))) });
    await expect(uploadImage(client, { file: png(), iid: 3073, session: { rid: 1, token: 't' } })).rejects.toThrow(/keys under h5\/1000_/);
    expect(FakeXhr.made).toHaveLength(0);
  });
});

describe('isAcceptedImage', () => {
  it.each([
    ['a.jpg', 'image/jpeg', true],
    ['a.JPEG', 'image/jpeg', true],
    ['a.png', 'image/png', true],
    ['a.bmp', 'image/bmp', true],
    ['a.gif', 'image/gif', true],
    ['camera.jpg', '', true],
    ['a.gif', 'video/mp4', false],
    ['a.svg', 'image/svg+xml', false],
    ['a.heic', 'image/heic', false],
    ['jpg', 'image/jpeg', false],
  ])('%s (%s) → %s', (name, type, accepted) => {
    expect(isAcceptedImage({ name, type })).toBe(accepted);
  });
});
