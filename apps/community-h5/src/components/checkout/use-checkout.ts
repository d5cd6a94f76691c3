import { errorMessage, order, type CallDeclaration, type CallParams } from '@tongxin/api-client';
import { invalidateCalls, useWrite } from '@tongxin/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { miniProgramPayPath, PAY_TEXT, payInMiniProgram, payerOpenId, type JsapiPayParams, type PayResult } from '@tongxin/env-auth';
import { toast } from '@tongxin/ui';
import { useRef, useState } from 'react';
import { memberScope, useMemberSession } from '../scopes';
import { useSession } from '../../lib/session';
import { AUTHORIZE_FIRST, payOrder, waitUntilPaid } from './cashier';

/** Outside WeChat (and a mini-program, where the page allows it) there is no way to pay here. */
export const NEEDS_WECHAT = '请在微信中打开本页完成支付';

/**
 * Where a payment stands on the page: `paying` (creating the order, the bridge), `mini-program`
 * (handed to the mini-program's pay page), `confirming` (the bridge said ok, the server's notify
 * is awaited), `paid` (confirmed: the server has it; not confirmed: it did not come in time) or
 * `stopped` (`result` when the bridge said cancel or fail, none when a call failed).
 */
export type CheckoutPhase =
  | { kind: 'ready' }
  | { kind: 'paying' }
  | { kind: 'mini-program' }
  | { kind: 'confirming' }
  | { kind: 'paid'; confirmed: boolean }
  | { kind: 'stopped'; message: string; result?: Exclude<PayResult, 'ok'> };

/** What a paying page sells through the order kernel (order.create's payload). */
export type OrderLine = Omit<CallParams<typeof order.create>, 'iid' | 'token'>;

export interface CheckoutOptions {
  /** What the payment opens: reloaded once the server has it (and after a stop, to show the order as it is). */
  reloads?: readonly CallDeclaration[];
  /** How the page knows the server has the provider's notify; by default the order's paid status. */
  settled?: (orderId: string) => Promise<boolean>;
  /** Hands the wait to a result page: after the bridge's ok the page goes there instead of waiting. */
  onBridgeOk?: (orderId: string) => void;
  /** Called once the server has the payment (a page that shows the result elsewhere goes there). */
  onPaid?: (orderId: string) => void;
  /** Paid on the mini-program's own pay page when opened there (the `channel` of its query). */
  miniProgramChannel?: string;
}

export interface Checkout {
  phase: CheckoutPhase;
  /** Creating, paying or confirming: the pay button shows loading and cannot pay twice. */
  busy: boolean;
  /** The page is open where it can pay (WeChat; a mini-program when the page allows it). */
  canPay: boolean;
  /** The payer's WeChat openId in this tenant (spec §5: payment needs it). */
  openId: string | null;
  /** Creates the order at the server's price (the shown `payPrice`); null after a refusal (toasted). */
  create: (line: OrderLine) => Promise<string | null>;
  /** Pays an existing order (`prepay`: JSAPI parameters of another route, a friend's share); true once the server has it. */
  pay: (orderId: string, prepay?: (openId: string) => Promise<JsapiPayParams>) => Promise<boolean>;
  /** Creates the order of `line` (this visit's order for the same line is paid again) and pays it. */
  buy: (line: OrderLine) => Promise<boolean>;
  /** Back to ready; this visit's orders are forgotten (the next purchase is a new order). */
  reset: () => void;
}

/**
 * The client half of the order kernel's checkout: create (the server prices every order), pay
 * through the tenant's route and WeChat's JSAPI bridge (or the mini-program's pay page), wait for
 * the provider's notify on the server, show the result. A paying page configures it with what it
 * sells and what the payment opens; the words and toasts are the same on every page.
 */
export function useCheckout(options: CheckoutOptions = {}): Checkout {
  const { iid, token, userId } = useMemberSession();
  const environment = useSession((s) => s.environment);
  const identity = useSession((s) => s.identity);
  const queryClient = useQueryClient();
  const creating = useWrite(memberScope, order.create, { invalidates: [order.list] });
  const [phase, setPhase] = useState<CheckoutPhase>({ kind: 'ready' });
  // The order this visit created for a line: paying again (after a cancel) pays the same order.
  const created = useRef(new Map<string, string>());
  const openId = payerOpenId(iid, identity?.openId);
  const inMiniProgram = environment === 'miniprogram' && options.miniProgramChannel !== undefined;
  const canPay = environment === 'wechat' || inMiniProgram;
  const busy = creating.isPending || phase.kind === 'paying' || phase.kind === 'confirming' || phase.kind === 'mini-program';
  const reload = () => invalidateCalls(queryClient, options.reloads ?? []);

  async function create(line: OrderLine): Promise<string | null> {
    try {
      return (await creating.mutateAsync(line)).orderId;
    } catch (error) {
      toast.fail(errorMessage(error) || '下单失败，请重试');
      return null;
    }
  }

  function stop(message: string, result?: Exclude<PayResult, 'ok'>) {
    setPhase({ kind: 'stopped', message, result });
    void reload();
    return false;
  }

  async function settle(orderId: string): Promise<boolean> {
    if (options.onBridgeOk) {
      options.onBridgeOk(orderId);
      return true;
    }
    setPhase({ kind: 'confirming' });
    const confirmed = await (options.settled ? options.settled(orderId) : waitUntilPaid({ iid, token: token ?? '', orderId }));
    await reload();
    setPhase({ kind: 'paid', confirmed });
    if (confirmed) options.onPaid?.(orderId);
    return confirmed;
  }

  async function run(orderOf: () => Promise<string>, prepay?: (openId: string) => Promise<JsapiPayParams>): Promise<boolean> {
    if (!token || busy) return false;
    if (!canPay) return stop(NEEDS_WECHAT);
    try {
      if (inMiniProgram && userId !== null) {
        setPhase({ kind: 'mini-program' });
        const orderId = await orderOf();
        await payInMiniProgram(miniProgramPayPath({ iid, rid: userId, session: token, gid: orderId, channel: options.miniProgramChannel ?? '', from: 'community' }));
        return false;
      }
      if (!openId) {
        toast.warn(AUTHORIZE_FIRST);
        return stop(AUTHORIZE_FIRST);
      }
      setPhase({ kind: 'paying' });
      const orderId = await orderOf();
      const result = await payOrder({ iid, token, orderId, openId }, prepay);
      if (result !== 'ok') {
        if (result === 'cancel') toast.info(PAY_TEXT.cancel);
        else toast.fail(PAY_TEXT.fail);
        return stop(PAY_TEXT[result], result);
      }
      toast.success(PAY_TEXT.ok);
      return await settle(orderId);
    } catch (error) {
      const message = errorMessage(error) || PAY_TEXT.fail;
      toast.fail(message);
      return stop(message);
    }
  }

  async function buy(line: OrderLine): Promise<boolean> {
    const key = JSON.stringify(line);
    const paid = await run(async () => {
      const known = created.current.get(key);
      if (known) return known;
      const { orderId } = await creating.mutateAsync(line);
      created.current.set(key, orderId);
      return orderId;
    });
    // Paid: the same line again (another tip of that amount) is a new order.
    if (paid) created.current.delete(key);
    return paid;
  }

  return {
    phase,
    busy,
    canPay,
    openId,
    create,
    pay: (orderId, prepay) => run(() => Promise.resolve(orderId), prepay),
    buy,
    reset: () => {
      created.current.clear();
      setPhase({ kind: 'ready' });
    },
  };
}
