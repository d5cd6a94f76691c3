import { university, uploadImage } from '@tongxin/api-client';
import type { FastifyInstance } from 'fastify';
import { SEED_GROUPS } from '../modules/university/api';
import { injectApiClient } from './client';
import { call, ok, pngBytes } from './harness';
import { signInStaff, TEST_OPERATOR } from './staff';

export const UNIVERSITY_IID = 3073;
export const REG = 3;
/** A valid national ID, for the face check's identity row. */
export const ID_CODE = '11010519491231002X';

export interface Applicant {
  rid: number;
  token: string;
  mobile: string;
}

/**
 * An applicant's journey driven through the real server, as the university app drives it:
 * sign-up with an SMS code, uploads through api-client's uploadImage (install
 * testing/client.ts's installInjectXhr first), saves, the face check, submit, a reviewer's
 * decision, the order. `app` is read when a step runs (a suite creates its app in beforeAll);
 * every applicant gets a number and a client address of its own, so per-address limits never mix.
 */
export function universityDriver(app: () => FastifyInstance, options: { mobilePrefix?: string; first?: number } = {}) {
  let seq = 0;
  const prefix = options.mobilePrefix ?? '1380013';
  const first = options.first ?? 8000;
  const nextMobile = () => `${prefix}${String(first + seq++).padStart(4, '0')}`;
  /** A client address of the applicant's own. */
  const from = (n: number) => ({ 'x-forwarded-for': `10.9.${Math.floor(n / 200)}.${n % 200}` });

  async function newApplicant(): Promise<Applicant> {
    const mobile = nextMobile();
    const headers = from(seq);
    ok(await call(app(), university.sendPhoneCode, { mobile }, headers));
    const last = await app().inject({ method: 'GET', url: `/api/dev/sms/last?mobile=${mobile}` });
    const code = last.json<{ t: string }>().t;
    const reply = ok(await call(app(), university.register, { verifyCode: code, loginName: mobile, password: 'secret123', iid: UNIVERSITY_IID }, headers));
    return { rid: reply.t1, token: reply.t2, mobile };
  }

  // The reviewer acts as the harness's platform operator, signed in through the server's own call.
  let operator: Promise<string> | undefined;
  const admin = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    operator ??= signInStaff(app(), TEST_OPERATOR.mobile, TEST_OPERATOR.password);
    return app().inject({ method, url, payload: payload as Record<string, unknown>, headers: { authorization: `Bearer ${await operator}` } });
  };

  /** Uploads as the app does: api-client's uploadImage with the applicant's session, against this server. */
  async function uploadPhoto(who: Applicant, bytes: Buffer = pngBytes(600, 800), name = 'photo.png'): Promise<string> {
    const file = new File([new Uint8Array(bytes)], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' });
    const { url } = await uploadImage(injectApiClient(app()), { file, iid: UNIVERSITY_IID, session: { rid: who.rid, token: who.token } });
    return url;
  }

  const saveGroup = (who: Applicant, id: number, values: Record<string, string>) =>
    call(app(), university.saveFormInfo, { rid: who.rid, token: who.token, regId: REG, id, content: JSON.stringify(values) });

  /** Fills every group so the form can be submitted; the photo passes the face check first, as on the photo page. */
  async function fillAll(who: Applicant, photo: string) {
    ok(await saveGroup(who, SEED_GROUPS.basic, { '101': '张三', '102': ID_CODE, '103': '2000-01-02', '104': '北京市/北京市/东城区', '105': who.mobile }));
    ok(await saveGroup(who, SEED_GROUPS.study, { '201': '同心大学', '202': '3.6', '297': '化学/有机化学', '282': '否' }));
    const check = ok(await call(app(), university.faceDetection, { rid: who.rid, token: who.token, regId: REG, imgPath: photo }));
    if (!check.succ) throw new Error(`the face check failed: ${check.msg}`);
    ok(await saveGroup(who, SEED_GROUPS.photo, { '301': photo }));
  }

  /** A filled registration, submitted for review (status 1). */
  async function submitted(who: Applicant) {
    await fillAll(who, await uploadPhoto(who));
    ok(await call(app(), university.submit, { rid: who.rid, token: who.token, regId: REG }));
  }

  /** A submitted registration a reviewer decided on: approved (status 2) or sent back for a refill (status 4). */
  async function reviewed(who: Applicant, decision: 'approve' | 'refill') {
    await submitted(who);
    const reply = await admin('POST', `/api/admin/registrations/${who.rid}/${decision}`, decision === 'refill' ? { reason: '照片不清晰' } : {});
    if (reply.statusCode !== 200) throw new Error(`the reviewer's ${decision} failed: ${reply.body}`);
  }

  /** A submitted registration approved by a reviewer, with its order prepaid (status 2); the order's gid. */
  async function approvedWithOrder(who: Applicant): Promise<number> {
    await reviewed(who, 'approve');
    const { gid } = ok(await call(app(), university.createOrder, { iid: UNIVERSITY_IID, orderType: 28, userId: who.rid, token: who.token, keys: REG, num: 1 }));
    ok(await call(app(), university.payOrder, { iid: UNIVERSITY_IID, rid: who.rid, token: who.token, gid, openId: 'o-test' }));
    return gid;
  }

  return { nextMobile, from, seq: () => seq, newApplicant, admin, uploadPhoto, saveGroup, fillAll, submitted, reviewed, approvedWithOrder };
}
