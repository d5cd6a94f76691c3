import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { signUpThroughApi, uniqueMobile } from './member-session';
import { operatorHeaders } from './staff';

/*
 * Distribution and wallet set-up through the API, as the pages and the reviewers would do it, so
 * each spec builds its own people and money and a journey stays short.
 */

export const IID = 1000;
/** How long commission stays pending in the e2e tenant: long enough to see it, short enough to wait for. */
export const SETTLE_SECONDS = 15;

const admin = async (request: APIRequestContext) => ({ ...(await operatorHeaders(request)), 'content-type': 'application/json' });

/** A gateway call (GET /h5/getjsonp?uri=…) that must succeed: its `t`. */
export async function gateway<T>(request: APIRequestContext, uri: string, params: Record<string, string | number | undefined>): Promise<T> {
  const query = new URLSearchParams({ domain: 'localhost', uri, f: '1' });
  for (const [k, v] of Object.entries(params)) if (v !== undefined) query.set(k, String(v));
  const body = (await (await request.get(`/h5/getjsonp?${query.toString()}`)).json()) as { t?: T; code?: number; msg?: string };
  if (body.t === undefined) throw new Error(`${uri} failed: ${JSON.stringify(body)}`);
  return body.t;
}

/** An /api call that must succeed: its `t`. */
export async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, params: Record<string, unknown>): Promise<T> {
  const reply =
    method === 'GET'
      ? await request.get(`/api${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`)
      : await request.post(`/api${path}`, { headers: { 'content-type': 'text/plain;charset=UTF-8' }, data: JSON.stringify(params) });
  const body = (await reply.json()) as { t?: T; code?: number; msg?: string };
  if (body.t === undefined) throw new Error(`${path} failed: ${JSON.stringify(body)}`);
  return body.t;
}

/** A reviewers' admin API call that must succeed: its `t`. */
export async function adminCall<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const reply = method === 'GET' ? await request.get(path, { headers: await admin(request) }) : await request.post(path, { headers: await admin(request), data: JSON.stringify(data ?? {}) });
  const body = (await reply.json()) as { t?: T; code?: number; msg?: string };
  if (body.code !== 0 || body.t === undefined) throw new Error(`${path} failed: ${JSON.stringify(body)}`);
  return body.t;
}

/** The e2e tenant's settlement window (every distribution spec sets the same). */
export async function shortenSettlement(request: APIRequestContext): Promise<void> {
  await adminCall(request, 'POST', '/api/admin/wallet/rules', { iid: IID, settleSeconds: SETTLE_SECONDS });
}

export interface Member {
  token: string;
  userId: number;
}

export const myKey = async (request: APIRequestContext, who: Member) => (await gateway<{ multiDisKey: string }>(request, '/multidis/getKey', { iid: IID, token: who.token })).multiDisKey;

/** Applies under `parentKey` (or the organisation); returns the role id. */
export async function applyUnder(request: APIRequestContext, who: Member, parentKey: string | undefined): Promise<number> {
  const role = await gateway<{ id: number }>(request, '/multidis/role/apply', { iid: IID, token: who.token, disrParentMultiDisKey: parentKey, realName: '李同心', mobile: uniqueMobile() });
  return role.id;
}

/** A new member, active distributor under the organisation (a reviewer approves). */
export async function topDistributor(request: APIRequestContext): Promise<Member> {
  const who = await signUpThroughApi(request);
  const id = await applyUnder(request, who, undefined);
  await adminCall(request, 'POST', `/api/admin/distribution/roles/${id}/approve`);
  return who;
}

/** A new member, active distributor under `parent` (the parent approves). */
export async function distributorUnder(request: APIRequestContext, parent: Member): Promise<Member> {
  const who = await signUpThroughApi(request);
  const id = await applyUnder(request, who, await myKey(request, parent));
  await gateway(request, '/multidis/role/approve', { iid: IID, token: parent.token, roleId: id, pass: 1 });
  return who;
}

/** `buyer` buys the year card (¥99.00) through a link carrying `key`, and pays through the sandbox's notify. */
export async function buyThrough(request: APIRequestContext, buyer: Member, key: string): Promise<string> {
  const { orderId } = await gateway<{ orderId: string }>(request, '/h5/order/create', { iid: IID, token: buyer.token, orderType: 30, keys: '2', num: 1, multiDisKey: key, saleIid: IID });
  await api(request, 'POST', '/order.wechat.create', { iid: IID, token: buyer.token, orderId, openId: `o-e2e-${buyer.userId}` });
  const paid = await request.post('/api/dev/pay/sandbox/member', { data: { iid: IID, token: buyer.token, orderId } });
  expect(((await paid.json()) as { t?: { message?: string } }).t?.message).toBe('paid');
  return orderId;
}

export interface Summary {
  availableFen: number;
  pendingFen: number;
  frozenFen: number;
  withdrawnFen: number;
}
export const walletOf = (request: APIRequestContext, who: Member) => api<Summary>(request, 'GET', '/wallet/get', { iid: IID, token: who.token });

/** A distributor with `amount` of settled commission: A ← B, a visitor buys through B, the window passes. */
export async function fundedDistributor(request: APIRequestContext): Promise<{ a: Member; b: Member }> {
  await shortenSettlement(request);
  const a = await topDistributor(request);
  const b = await distributorUnder(request, a);
  await buyThrough(request, await signUpThroughApi(request), await myKey(request, b));
  await expect.poll(async () => (await walletOf(request, b)).availableFen, { timeout: (SETTLE_SECONDS + 15) * 1000, intervals: [1000] }).toBe(1485);
  return { a, b };
}
