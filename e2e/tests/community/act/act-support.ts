import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../../../support/fixtures';

/** apps/server/src/modules/act/seed.ts: the leader of activity 7 (香山晨练徒步) signs in with this number. */
export const LEADER_MOBILE = '13912340007';
const IID = 1000;

/** A /api call as the app sends it (POST JSON as text/plain); the reply body. */
export async function apiPost(request: APIRequestContext, path: string, body: object): Promise<{ code?: number; msg?: string; t?: unknown }> {
  const reply = await request.post(`/api${path}`, { headers: { 'content-type': 'text/plain;charset=UTF-8' }, data: JSON.stringify(body) });
  return (await reply.json()) as { code?: number; msg?: string; t?: unknown };
}

/** Enrols through the order kernel as the enrol page does (order.create, orderType 1); the reply body. */
export async function enrolThroughKernel(request: APIRequestContext, token: string, actId: number, people: object[], saveCompanions = false): Promise<{ code?: number; msg?: string; t?: { orderId: string } }> {
  const query = new URLSearchParams({
    domain: 'localhost', uri: '/h5/order/create', f: '1', iid: String(IID), token, orderType: '1', keys: String(actId), num: String(people.length), isNeedInsur: '1',
    info: JSON.stringify({ participants: people, form: {}, saveCompanions }),
  });
  return (await (await request.get(`/h5/getjsonp?${query.toString()}`)).json()) as { code?: number; msg?: string; t?: { orderId: string } };
}

/** Pays a member's enrolment order as WeChat would: the JSAPI prepay, then the sandbox gateway's signed notify. */
export async function payThroughSandbox(request: APIRequestContext, token: string, orderId: string): Promise<void> {
  await apiPost(request, '/order.wechat.create', { iid: IID, token, orderId, openId: `o-e2e-${orderId}`, payType: 1 });
  const paid = await request.post('/api/dev/pay/sandbox/member', { data: { iid: IID, token, orderId } });
  expect(((await paid.json()) as { t: { message: string } }).t.message).toBe('paid');
}

/** A paid enrolment of `people` in activity `actId`, made through the order kernel as the enrol page does; its order id. */
export async function paidEnrolment(request: APIRequestContext, token: string, actId: number, people: object[], saveCompanions = false): Promise<string> {
  const created = await enrolThroughKernel(request, token, actId, people, saveCompanions);
  const orderId = created.t?.orderId ?? '';
  expect(orderId, JSON.stringify(created)).not.toBe('');
  await payThroughSandbox(request, token, orderId);
  return orderId;
}

/**
 * WeChat's pay bridge as the payer confirming: the sandbox gateway then sends the server its
 * signed notify for the caller's own enrolment order (the order id is the pay page's).
 */
export { emulateWechatPay as sandboxWechatPay } from '../../../support/wechat-pay';

/** Fills one participant block of the enrol page. */
export async function fillPerson(page: Page, n: number, p: { name: string; mobile: string; id: string; birth: string }) {
  const block = page.getByRole('group', { name: `第${n}位报名人` });
  await block.getByLabel('真实姓名').fill(p.name);
  await block.getByRole('radio', { name: '男' }).check();
  await block.getByLabel('手机号').fill(p.mobile);
  await block.getByLabel('证件号码').fill(p.id);
  await block.getByLabel('出生日期').fill(p.birth);
  await block.getByLabel('紧急联系人').fill('周紧急');
  await block.getByLabel('紧急联系电话').fill('13600136000');
}
