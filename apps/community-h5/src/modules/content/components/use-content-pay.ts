import { content, errorMessage, type CallDeclaration } from '@tongxin/api-client';
import { useWrite } from '@tongxin/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateCalls } from '@tongxin/api-client/react';
import { credentials } from '@tongxin/env-auth';
import { toast } from '@tongxin/ui';
import { useState } from 'react';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { useSession } from '../../../lib/session';
import { PAY_TEXT, payInWechat } from '@tongxin/env-auth';

/** Spec §5: payment needs the visitor's WeChat openId. */
export const AUTHORIZE_FIRST = '请先进行微信授权';
/** Outside WeChat there is no way to pay here. */
export const NEEDS_WECHAT = '请在微信中打开本页完成支付';
const CONFIRM_TRIES = 15;
const CONFIRM_INTERVAL_MS = 1000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type PayPhase = 'ready' | 'paying' | 'confirming' | 'paid' | 'pending' | 'stopped';

/**
 * Paying for content (an item, a paid room, a tip): the server prices it and prepays
 * (content.buy / content.tip), WeChat's JSAPI bridge takes the payment, then the page waits until
 * the provider's notify reached the server (`isPaid` reads it), reloading what the purchase opens.
 */
export function useContentPay(options: { isPaid: () => Promise<boolean>; reloads: readonly CallDeclaration[] }) {
  const { iid } = useMemberSession();
  const environment = useSession((s) => s.environment);
  const identity = useSession((s) => s.identity);
  const queryClient = useQueryClient();
  const buy = useWrite(memberScope, content.buy);
  const tip = useWrite(memberScope, content.tip);
  const [phase, setPhase] = useState<PayPhase>('ready');
  const [message, setMessage] = useState('');
  const openId = identity?.openId ?? credentials.idsUser.read(iid)?.openid ?? null;
  const canPay = environment === 'wechat';

  async function pay(start: (openId: string) => Promise<content.ContentPayment>) {
    if (phase === 'paying' || phase === 'confirming') return;
    if (!canPay) {
      setPhase('stopped');
      setMessage(NEEDS_WECHAT);
      return;
    }
    if (!openId) {
      toast.warn(AUTHORIZE_FIRST);
      setPhase('stopped');
      setMessage(AUTHORIZE_FIRST);
      return;
    }
    setPhase('paying');
    try {
      const payment = await start(openId);
      const result = await payInWechat(payment.pay);
      if (result !== 'ok') {
        setPhase('stopped');
        setMessage(PAY_TEXT[result]);
        if (result === 'cancel') toast.info(PAY_TEXT.cancel);
        else toast.fail(PAY_TEXT.fail);
        return;
      }
      setPhase('confirming');
      for (let i = 0; i < CONFIRM_TRIES; i += 1) {
        if (await options.isPaid()) {
          await invalidateCalls(queryClient, options.reloads);
          setPhase('paid');
          toast.success(PAY_TEXT.ok);
          return;
        }
        await wait(CONFIRM_INTERVAL_MS);
      }
      setPhase('pending');
    } catch (error) {
      const text = errorMessage(error) || PAY_TEXT.fail;
      toast.fail(text);
      setPhase('stopped');
      setMessage(text);
    }
  }

  return {
    phase,
    message,
    canPay,
    busy: phase === 'paying' || phase === 'confirming',
    buyItem: (id: number, live = false) => pay((openId) => buy.mutateAsync({ id, live: live ? 1 : 0, openId })),
    tipRoom: (id: number, amountFen: number) => pay((openId) => tip.mutateAsync({ id, amountFen, openId })),
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
