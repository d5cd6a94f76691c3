import { errorMessage, order, type CallDeclaration } from '@tongxin/api-client';
import { invalidateCalls, useWrite } from '@tongxin/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { credentials, PAY_TEXT, type PayResult } from '@tongxin/env-auth';
import { toast } from '@tongxin/ui';
import { useRef, useState } from 'react';
import { AUTHORIZE_FIRST, payOrder, waitUntilPaid } from '../../../components/checkout';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { useSession } from '../../../lib/session';

export { AUTHORIZE_FIRST };
/** Outside WeChat there is no way to pay here. */
export const NEEDS_WECHAT = '请在微信中打开本页完成支付';

export type PayPhase = 'ready' | 'paying' | 'confirming' | 'paid' | 'pending' | 'stopped';

/** What is bought through the order kernel: its business type, what (`keys`), a tip's amount (`property`) and the buyer's words (`info`). */
export interface OrderLine {
  orderType: number;
  keys: string;
  property?: string;
  info?: string;
}

/**
 * Paying on a content page. Purchases (a paid series, a paid room, a tip, a question, a pack of
 * questions) are orders of the kernel, paid through the checkout kit's cashier flow (pay route,
 * WeChat's JSAPI bridge, then the server's paid status); the server prices every order. What the
 * payment opens is reloaded once the provider's notify reached the server.
 */
export function useContentPay(options: { reloads: readonly CallDeclaration[] }) {
  const { iid, token } = useMemberSession();
  const environment = useSession((s) => s.environment);
  const identity = useSession((s) => s.identity);
  const queryClient = useQueryClient();
  const create = useWrite(memberScope, order.create);
  const [phase, setPhase] = useState<PayPhase>('ready');
  const [message, setMessage] = useState('');
  // The order this visit created for a line: paying again (after a cancel) pays the same order.
  const created = useRef(new Map<string, string>());
  const openId = identity?.openId ?? credentials.idsUser.read(iid)?.openid ?? null;
  const canPay = environment === 'wechat';

  async function run(pay: (openId: string) => Promise<PayResult>, confirm: () => Promise<boolean>): Promise<boolean> {
    if (phase === 'paying' || phase === 'confirming') return false;
    if (!canPay) {
      setPhase('stopped');
      setMessage(NEEDS_WECHAT);
      return false;
    }
    if (!openId) {
      toast.warn(AUTHORIZE_FIRST);
      setPhase('stopped');
      setMessage(AUTHORIZE_FIRST);
      return false;
    }
    setPhase('paying');
    try {
      const result = await pay(openId);
      if (result !== 'ok') {
        setPhase('stopped');
        setMessage(PAY_TEXT[result]);
        if (result === 'cancel') toast.info(PAY_TEXT.cancel);
        else toast.fail(PAY_TEXT.fail);
        return false;
      }
      setPhase('confirming');
      const confirmed = await confirm();
      await invalidateCalls(queryClient, options.reloads);
      setPhase(confirmed ? 'paid' : 'pending');
      if (confirmed) toast.success(PAY_TEXT.ok);
      return confirmed;
    } catch (error) {
      const text = errorMessage(error) || PAY_TEXT.fail;
      toast.fail(text);
      setPhase('stopped');
      setMessage(text);
      return false;
    }
  }

  /** Creates (or reuses) the order of `line` and pays it; true once the server has the payment. */
  async function buy(line: OrderLine): Promise<boolean> {
    if (!token) return false;
    const key = JSON.stringify(line);
    let orderId = created.current.get(key) ?? '';
    const paid = await run(
      async (id) => {
        if (!orderId) {
          orderId = (await create.mutateAsync({ ...line, num: 1 })).orderId;
          created.current.set(key, orderId);
        }
        return payOrder({ iid, token, orderId, openId: id });
      },
      () => waitUntilPaid({ iid, token, orderId }),
    );
    // Paid: the same line again (another tip of that amount) is a new order.
    if (paid) created.current.delete(key);
    return paid;
  }

  return {
    phase,
    message,
    canPay,
    busy: phase === 'paying' || phase === 'confirming',
    buy,
    /** A paid series (BUSINESS_TYPE.course) or a paid room (BUSINESS_TYPE.live). */
    buyItem: (id: number, live = false) => buy({ orderType: live ? order.BUSINESS_TYPE.live : order.BUSINESS_TYPE.course, keys: String(id) }),
    /** A tip of `amountFen` to the host of room `id` (BUSINESS_TYPE.tip), announced in the room once paid. */
    tipRoom: (id: number, amountFen: number) => buy({ orderType: order.BUSINESS_TYPE.tip, keys: String(id), property: String(amountFen) }),
    /** Forgets this visit's orders (a new question is a new order). */
    reset: () => {
      created.current.clear();
      setPhase('ready');
      setMessage('');
    },
  };
}

/** What the pay area says in each phase. */
export function payStatusText(phase: PayPhase, message: string, canPay: boolean): string {
  if (!canPay && phase === 'ready') return NEEDS_WECHAT;
  switch (phase) {
    case 'paying':
      return '正在支付…';
    case 'confirming':
      return `${PAY_TEXT.ok}，正在确认…`;
    case 'paid':
      return `${PAY_TEXT.ok}，已开通`;
    case 'pending':
      return `${PAY_TEXT.ok}，开通结果确认中，请稍后刷新`;
    case 'stopped':
      return message;
    default:
      return '';
  }
}
