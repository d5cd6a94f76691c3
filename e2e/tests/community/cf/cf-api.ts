import type { APIRequestContext } from '@playwright/test';
import { expect } from '../../../support/fixtures';
import { signUpThroughApi } from '../../../support/member-session';
import { uniqueAddress } from '../../../support/university';
import { operatorHeaders } from '../../../support/staff';

const text = { 'content-type': 'text/plain;charset=UTF-8' };

/** The organisation's review in the admin API, as the operator; `authorization` forged when given. */
export async function review(request: APIRequestContext, id: number, approve: boolean, authorization?: string) {
  const headers = authorization ? { authorization } : await operatorHeaders(request);
  return request.post('/api/admin/cf/review', { headers, data: { id, approve, reason: approve ? '' : '材料不全' } });
}

/** A project launched through the API by a member of its own (cf.launch), ending `endsInMs` from now. */
export async function launchThroughApi(request: APIRequestContext, over: { goalFen: number; endsInMs: number }) {
  const launcher = await signUpThroughApi(request);
  const reply = await request.post('/api/cf/launch', {
    headers: { ...text, 'x-forwarded-for': uniqueAddress() },
    data: JSON.stringify({ iid: 1000, token: launcher.token, title: `社区花园计划${Date.now() % 10_000}`, digest: '', story: '把楼下的空地变成大家的花园。', images: [], goalFen: over.goalFen, deadline: new Date(Date.now() + over.endsInMs).toISOString(), contactPhone: '13800138000', tiers: [] }),
  });
  const body = (await reply.json()) as { t?: { id: number } };
  if (!body.t) throw new Error(`launch failed: ${JSON.stringify(body)}`);
  return { id: body.t.id, launcher };
}

/**
 * A new member supports the project with `amountFen` as the pay page does: order.create through
 * the gateway, the prepay, and the sandbox gateway's signed notify for the member's own order.
 */
export async function supportThroughApi(request: APIRequestContext, id: number, amountFen: number) {
  const member = await signUpThroughApi(request);
  const query = new URLSearchParams({ domain: 'localhost', uri: '/h5/order/create', f: '1', iid: '1000', token: member.token, orderType: '8', keys: String(id), num: '1', property2: String(amountFen) });
  const created = (await (await request.get(`/h5/getjsonp?${query.toString()}`)).json()) as { t?: { orderId: string } };
  const orderId = created.t?.orderId;
  if (!orderId) throw new Error(`support failed: ${JSON.stringify(created)}`);
  const prepaid = await request.post('/api/order.wechat.create', { headers: text, data: JSON.stringify({ iid: 1000, token: member.token, orderId, openId: `o-e2e-cf-${member.userId}` }) });
  expect(prepaid.ok()).toBe(true);
  const paid = await request.post('/api/dev/pay/sandbox/member', { data: { iid: 1000, token: member.token, orderId } });
  expect(paid.ok()).toBe(true);
  return { member, orderId };
}
