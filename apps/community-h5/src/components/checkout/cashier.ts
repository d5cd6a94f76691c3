import { order } from '@tongxin/api-client';
import { api } from '../../lib/api';
import { payInWechat, type PayResult } from '@tongxin/env-auth';

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
 * WeChat bridge. The order counts as paid only once the server has the provider's notify:
 * `waitUntilPaid` reads it.
 */
export async function payOrder({ iid, token, orderId, openId }: CashierInput): Promise<PayResult> {
  const newPay = await api.call(order.checkPartner, { iid });
  const route = newPay ? order.unionPay : order.wechatPay;
  const params = await api.call(route, { iid, token, orderId, openId, payType: 1 });
  return payInWechat(params);
}

/** Reads the order until the server has its payment (true), or gives up after `tries` (false). */
export async function waitUntilPaid(input: Omit<CashierInput, 'openId'>, tries = 10, intervalMs = 1500): Promise<boolean> {
  for (let i = 0; i < tries; i += 1) {
    try {
      const current = await api.call(order.payDetail, input);
      if (order.isPaidStatus(current.status)) return true;
    } catch {
      // The next try reads again.
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}

