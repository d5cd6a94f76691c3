import { randomBytes, randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { operatorHeaders } from './staff';

/**
 * Helpers of the university specs. Every test makes its own applicant (a fresh phone number)
 * and its own client address (X-Forwarded-For; the server trusts the proxy header), so parallel
 * workers neither share state nor share the server's per-address rate limits.
 */

export const UNIVERSITY_IID = 3073;
export const REG_ID = 3;
export const PASSWORD = 'Secret-123';
/** A valid national ID number (checksum X): the face check needs a name and an ID number. */
export const ID_NUMBER = '11010519491231002X';

/** A mainland mobile number no other test uses (139 + 8 random digits). */
export function uniquePhone(): string {
  return `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** A client address of this test's own, for the server's per-address limits. */
export function uniqueAddress(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** Makes the page's requests come from an address of this test's own. */
export async function ownAddress(page: Page): Promise<string> {
  const address = uniqueAddress();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

/** The last code the dev SMS provider sent to a number (the e2e server runs with SMS_EXPOSE_CODES=1). */
export async function lastSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const reply = await request.get(`/api/dev/sms/last?mobile=${mobile}`);
      if (!reply.ok()) return '';
      const body = (await reply.json()) as { t?: string };
      code = body.t ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

export interface Applicant {
  phone: string;
  rid: number;
  token: string;
  address: string;
}

async function universityCall(request: APIRequestContext, address: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const reply = await request.post(`/api/university/${path}`, {
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': address },
    data: JSON.stringify(body),
  });
  const json = (await reply.json()) as Record<string, unknown>;
  expect(json.code, `${path}: ${JSON.stringify(json)}`).toBe(0);
  return json;
}

/** Registers an applicant through the API (for the specs whose subject is not registering). */
export async function registerApplicant(request: APIRequestContext): Promise<Applicant> {
  const phone = uniquePhone();
  const address = uniqueAddress();
  await universityCall(request, address, 'phone-code', { mobile: phone });
  const verifyCode = await lastSmsCode(request, phone);
  const reply = await universityCall(request, address, 'register', { verifyCode, loginName: phone, password: PASSWORD, iid: UNIVERSITY_IID });
  return { phone, rid: Number(reply.t1), token: String(reply.t2), address };
}

/** Stores an applicant's credentials under the spec's keys, as a login would. */
export async function signIn(page: Page, applicant: Pick<Applicant, 'rid' | 'token'>): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/app/university/frame/home');
  await page.evaluate(
    ({ rid, token, iid }) => {
      localStorage.setItem('university.iid', String(iid));
      localStorage.setItem('university.rid', String(rid));
      localStorage.setItem('university.token', token);
    },
    { rid: applicant.rid, token: applicant.token, iid: UNIVERSITY_IID },
  );
}

/** The reviewers' admin API, as the platform operator (a staff session of the server's own sign-in). */
export async function admin(request: APIRequestContext, path: string, body: unknown = {}): Promise<unknown> {
  const reply = await request.post(`/api/admin/${path}`, { headers: await operatorHeaders(request), data: body });
  const json = (await reply.json()) as { code: number; t?: unknown; msg?: string };
  expect(json.code, `admin ${path}: ${JSON.stringify(json)}`).toBe(0);
  return json.t;
}

/**
 * A real JPEG drawn by the browser's canvas: portrait, with noise so it is not trivially small
 * (the server's face check wants at least 295 × 413 pixels, 10 KB and an aspect of 0.6–0.85).
 */
export async function portraitJpeg(page: Page, width = 600, height = 840): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      const image = ctx.createImageData(width, height);
      let seed = 7;
      for (let i = 0; i < image.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        image.data[i] = 200 + (seed % 55);
        image.data[i + 1] = 180 + ((seed >> 8) % 60);
        image.data[i + 2] = 160 + ((seed >> 16) % 80);
        image.data[i + 3] = 255;
      }
      ctx.putImageData(image, 0, 0);
      ctx.fillStyle = '#3a2e25';
      ctx.beginPath();
      ctx.ellipse(width / 2, height * 0.4, width * 0.22, height * 0.2, 0, 0, Math.PI * 2);
      ctx.fill();
      return canvas.toDataURL('image/jpeg', 0.92).split(',')[1] ?? '';
    },
    { width, height },
  );
  return Buffer.from(base64, 'base64');
}

/** Uploads an image as the applicant through a POST policy, as the app does; returns its URL. */
export async function uploadAs(request: APIRequestContext, applicant: Applicant, bytes: Buffer, name = 'photo.jpg'): Promise<string> {
  const params = new URLSearchParams({ iid: String(UNIVERSITY_IID), rid: String(applicant.rid), token: applicant.token });
  const reply = await request.get(`/api/university/oss-params?${params.toString()}`, { headers: { 'x-forwarded-for': applicant.address } });
  const oss = (await reply.json()) as { code: number; host: string; policy: string; accessKeyId: string; sign: string; expireTime: number; dir: string };
  expect(oss.code).toBe(0);
  // The server's key rule (api-client's uploadKey): h5/{iid}_{timestamp}_{128-bit nonce}.{ext}.
  const key = `${oss.dir}${Date.now()}_${randomBytes(16).toString('base64url')}.jpg`;
  const post = await request.post(oss.host, {
    multipart: {
      key,
      policy: oss.policy,
      OSSAccessKeyId: oss.accessKeyId,
      success_action_status: '200',
      signature: oss.sign,
      expire: String(oss.expireTime),
      file: { name, mimeType: 'image/jpeg', buffer: bytes },
    },
  });
  expect(post.status(), await post.text()).toBe(200);
  return `${oss.host.replace(/\/+$/, '')}/${key}`;
}

/** The registration's group ids, in order (基本信息, 学业信息, 证件照片). */
export async function groupIds(request: APIRequestContext, applicant: Applicant): Promise<number[]> {
  const info = await request.get(`/api/university/reg-info?${new URLSearchParams({ rid: String(applicant.rid), token: applicant.token, id: String(REG_ID) }).toString()}`, {
    headers: { 'x-forwarded-for': applicant.address },
  });
  return (JSON.parse(((await info.json()) as { groups: string }).groups) as { id: number }[]).map((g) => g.id);
}

/** Saves one group's values through the API, as the form page would. */
export async function saveGroupThroughApi(request: APIRequestContext, applicant: Applicant, groupId: number, content: Record<string, string>): Promise<void> {
  await universityCall(request, applicant.address, 'form/save', { rid: applicant.rid, token: applicant.token, regId: REG_ID, id: groupId, content: JSON.stringify(content) });
}

/** The 基本信息 group's values (the face check reads the name and the ID number from it). */
export function basicInfo(applicant: Applicant): Record<string, string> {
  return { '101': '李四', '102': ID_NUMBER, '103': '2000-01-02', '104': '北京市/北京市/东城区', '105': applicant.phone };
}

/** Fills and submits the whole registration through the API: the applicant is then in status 1. */
export async function submitThroughApi(request: APIRequestContext, applicant: Applicant, photo: Buffer): Promise<void> {
  const photoUrl = await uploadAs(request, applicant, photo);
  const [basic, study, photoGroup] = await groupIds(request, applicant);
  if (basic === undefined || study === undefined || photoGroup === undefined) throw new Error('the registration has fewer than 3 groups');
  await saveGroupThroughApi(request, applicant, basic, basicInfo(applicant));
  await saveGroupThroughApi(request, applicant, study, { '201': '同心大学', '202': '3.6', '297': '化学/有机化学', '282': '否' });
  // The photo (type 6) must pass the face check before it can be saved, as on the photo page.
  const face = await universityCall(request, applicant.address, 'face', { rid: applicant.rid, token: applicant.token, regId: REG_ID, imgPath: photoUrl });
  expect(face.succ, JSON.stringify(face)).toBe(true);
  await saveGroupThroughApi(request, applicant, photoGroup, { '301': photoUrl });
  await universityCall(request, applicant.address, 'submit', { rid: applicant.rid, token: applicant.token, regId: REG_ID, id: REG_ID });
}

/**
 * WeChat's JSAPI bridge, emulated in the page: on getBrandWCPayRequest it plays the payer
 * confirming (the sandbox gateway then sends the server its signed notify) and answers ok; with
 * 'cancel' or 'fail' it answers that and nothing is paid.
 */
export async function emulateWeixinBridge(page: Page, outcome: 'ok' | 'cancel' | 'fail' = 'ok'): Promise<void> {
  await page.addInitScript((result) => {
    const w = window as unknown as Record<string, unknown>;
    w.WeixinJSBridge = {
      invoke(name: string, params: Record<string, string>, callback: (res: { err_msg: string }) => void) {
        (w.__payRequests as unknown[] | undefined)?.push({ name, params });
        if (result !== 'ok') {
          callback({ err_msg: `get_brand_wcpay_request:${result}` });
          return;
        }
        const gid = new URLSearchParams(location.search).get('gid');
        // The sandbox pays only the caller's own order: the applicant's stored session goes along.
        void fetch('/api/dev/pay/sandbox/pay', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ gid: Number(gid), rid: Number(localStorage.getItem('university.rid')), token: localStorage.getItem('university.token') ?? '' }),
        }).then((reply) => callback({ err_msg: reply.ok ? 'get_brand_wcpay_request:ok' : 'get_brand_wcpay_request:fail' }));
      },
    };
    w.__payRequests = [];
  }, outcome);
}

/** A toast (or any text) that is on screen now: earlier toasts stay in the DOM, hidden. */
export function shown(page: Page, text: string | RegExp) {
  return page.getByText(text, { exact: true }).filter({ visible: true });
}

/** Waits until no toast is on screen: a toast fading out fails the closing accessibility check. */
export async function toastsGone(page: Page): Promise<void> {
  await expect(page.locator('.rv-toast').filter({ visible: true })).toHaveCount(0);
}

/**
 * Picks in one of the form's bottom pickers (FormRenderer's types 3, 4 and 7): opens the row
 * named `field`, taps `options[i]` in column i, confirms, and waits until the row shows
 * `expected`. The options are clicked by dispatching the click react-vant's column listens for:
 * a column shows a few rows and clips the rest, so no pointer can reach a far option (a birth
 * year decades back).
 *
 * The whole pick is repeated, as a person would, until the row shows what was picked: react-vant
 * reports a column's choice after a 100 ms debounce and rebuilds the next columns from it (a new
 * year, new months), which can undo a tap that landed first — even after the tap looked
 * selected — and the region picker ignores 确认 while districts load.
 */
export async function pick(page: Page, field: string, options: readonly string[], expected: string | RegExp): Promise<void> {
  const row = page.getByRole('button', { name: field, exact: true });
  const confirm = page.getByRole('button', { name: '确认', exact: true });
  // react-vant gives a column no role; its options are buttons.
  const columns = page.locator('.rv-popup').filter({ visible: true }).locator('.rv-picker-column');
  await expect(async () => {
    if (!(await confirm.isVisible())) await row.click({ timeout: 2000 });
    await expect(confirm).toBeVisible({ timeout: 2000 });
    for (const [i, name] of options.entries()) {
      const option = columns.nth(i).getByRole('button', { name, exact: true });
      await option.dispatchEvent('click', undefined, { timeout: 2000 });
      await expect(option).toHaveClass(/rv-picker-column__item--selected/, { timeout: 2000 });
    }
    await confirm.click({ timeout: 2000 });
    await expect(row).toHaveText(expected, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}
