import { order } from '@tongxin/api-client';
import { api } from '../../lib/api';
import { payInWechat, type JsapiPayParams, type PayResult } from '@tongxin/env-auth';

/** Spec §5: payment needs the visitor's WeChat openId. */
export const AUTHORIZE_FIRST = '请先进行微信授权';

export interface CashierInput {
  iid: number;
  token: string;
  orderId: string;
  openId: string;
}

/**
 * The cashier flow every pay page shares: the tenant's pay route (order.checkPartner: the new-pay
 * aggregator, else WeChat Pay's own), the JSAPI parameters for the order on that route, then the
 * WeChat bridge. `prepay` replaces the first two where the parameters come another way (a
 * friend paying a shared order). The order counts as paid only once the server has the provider's
 * notify: `waitUntilPaid` reads it.
 */
export async function payOrder({ iid, token, orderId, openId }: CashierInput, prepay?: (openId: string) => Promise<JsapiPayParams>): Promise<PayResult> {
  if (prepay) return payInWechat(await prepay(openId));
  const newPay = await api.call(order.checkPartner, { iid });
  const route = newPay ? order.unionPay : order.wechatPay;
  const params = await api.call(route, { iid, token, orderId, openId, payType: 1 });
  return payInWechat(params);
}

/**
 * Asks `check` until it answers true, `tries` times at most with `intervalMs` after each no; a
 * check that fails counts as a no. True once it said yes, false when it never did: how a pay page
 * waits for the server to have the provider's notify.
 */
export async function pollUntil(check: () => Promise<boolean>, tries: number, intervalMs: number): Promise<boolean> {
  for (let i = 0; i < tries; i += 1) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}

/** Reads the order until the server has its payment (true), or gives up after `tries` (false). */
export function waitUntilPaid(input: Omit<CashierInput, 'openId'>, tries = 15, intervalMs = 1000): Promise<boolean> {
  return pollUntil(async () => order.isPaidStatus((await api.call(order.payDetail, input)).status), tries, intervalMs);
}
