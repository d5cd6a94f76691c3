import { wallet } from '@tongxin/api-client';

/** The status of a withdrawal as the member reads it: an approved WeChat one waits for their confirmation. */
export function withdrawalStatusText(w: wallet.Withdrawal): string {
  if (w.status === wallet.WITHDRAW_STATUS.approved && w.method === 'wechat') return '待收款';
  return wallet.WITHDRAW_STATUS_TEXT[w.status] ?? '';
}
