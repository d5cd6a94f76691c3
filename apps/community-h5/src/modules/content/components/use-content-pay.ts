import { order, type CallDeclaration } from '@tongxin/api-client';
import { PAY_TEXT } from '@tongxin/env-auth';
import { AUTHORIZE_FIRST, NEEDS_WECHAT, useCheckout, type CheckoutPhase, type OrderLine } from '../../../components/checkout';

export { AUTHORIZE_FIRST, NEEDS_WECHAT };

/**
 * Paying on a content page. Purchases (a paid series, a paid room, a tip, a question, a pack of
 * questions) are orders of the kernel bought through the shared checkout; what the payment opens
 * is reloaded once the provider's notify reached the server.
 */
export function useContentPay(options: { reloads: readonly CallDeclaration[] }) {
  const checkout = useCheckout({ reloads: options.reloads });
  const buy = (line: Omit<OrderLine, 'num'>) => checkout.buy({ ...line, num: 1 });
  return {
    phase: checkout.phase,
    /** The server has the payment: what it opens is open. */
    paid: checkout.phase.kind === 'paid' && checkout.phase.confirmed,
    canPay: checkout.canPay,
    busy: checkout.busy,
    buy,
    /** A paid series (BUSINESS_TYPE.course) or a paid room (BUSINESS_TYPE.live). */
    buyItem: (id: number, live = false) => buy({ orderType: live ? order.BUSINESS_TYPE.live : order.BUSINESS_TYPE.course, keys: String(id) }),
    /** A tip of `amountFen` to the host of room `id` (BUSINESS_TYPE.tip), announced in the room once paid. */
    tipRoom: (id: number, amountFen: number) => buy({ orderType: order.BUSINESS_TYPE.tip, keys: String(id), property: String(amountFen) }),
    /** Forgets this visit's orders (a new question is a new order). */
    reset: checkout.reset,
  };
}

/** What the pay area says in each phase. */
export function payStatusText(phase: CheckoutPhase, canPay: boolean): string {
  if (!canPay && phase.kind === 'ready') return NEEDS_WECHAT;
  switch (phase.kind) {
    case 'paying':
      return '正在支付…';
    case 'confirming':
      return `${PAY_TEXT.ok}，正在确认…`;
    case 'paid':
      return phase.confirmed ? `${PAY_TEXT.ok}，已开通` : `${PAY_TEXT.ok}，开通结果确认中，请稍后刷新`;
    case 'stopped':
      return phase.message;
    default:
      return '';
  }
}
