import { order } from '@tongxin/api-client';
import { api } from '../../lib/api';
import { payInWechat, pollUntil, type JsapiPayParams, type PayResult } from '@tongxin/env-auth';

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

/** Reads the order until the server has its payment (true), or gives up after `tries` (false). */
export function waitUntilPaid(input: Omit<CashierInput, 'openId'>, tries = 15, intervalMs = 1000): Promise<boolean> {
  return pollUntil(async () => order.isPaidStatus((await api.call(order.payDetail, input)).status), tries, intervalMs);
}
