import { invalidateCalls, useRead, useWrite } from '@tongxin/api-client/react';
import { memberScope, tenantScope, useMemberSession } from '../../../components/scopes';
import { useQueryClient } from '@tanstack/react-query';
import { pollUntil } from '../../../components/checkout/cashier';
import { api } from '../../../lib/api';
import { errorMessage, member, order, vip } from '@tongxin/api-client';
import { credentials } from '@tongxin/env-auth';
import { formatFen, toast } from '@tongxin/ui';
import { useState } from 'react';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import {
  EmptyState,
  ErrorState,
  LoadingSkeleton,
  MemberPage,
} from '../../../components/member-kit';
import { VipPlanSummary } from '../../../components/vip-card';
import { PASS_THROUGH_PARAMS } from '../../../lib/links';
import {
  miniProgramPayPath,
  PAY_TEXT,
  payInMiniProgram,
  payInWechat,
} from '@tongxin/env-auth';
import { vipLinks } from '../../../lib/links/vip-links';
import '../checkout.css';
import { useSession } from '../../../lib/session';

/** Spec §5: payment needs the visitor's WeChat openId. */
export const AUTHORIZE_FIRST = '请先进行微信授权';
/** Outside WeChat there is no way to pay here. */
export const NEEDS_WECHAT = '请在微信中打开本页完成支付';
/** How long the page waits for the provider's notify to reach the server after the bridge says ok. */
const CONFIRM_TRIES = 15;
const CONFIRM_INTERVAL_MS = 1000;

type Phase =
  | { kind: 'ready' }
  | { kind: 'paying' }
  | { kind: 'mini-program' }
  | { kind: 'confirming' }
  | { kind: 'paid'; confirmed: boolean }
  | { kind: 'stopped'; message: string };


/**
 * /app/pay/vip-buy?iid&id: pays for a vip card. The page is reached with a full page load (the
 * location helper), as WeChat's JSAPI payment checks the page URL. It creates the order
 * (order.create, type 30, the card as keys), then pays: in WeChat through the JSAPI bridge, in a
 * mini-program on the mini-program's own pay page; elsewhere it says payment needs WeChat. The
 * card counts as bought only once the provider's notify reached the server, so after the bridge's
 * ok the page reads the order until it is paid.
 */
export function Component() {
  const { iid, token, userId } = useMemberSession();
  const [search] = useSearchParams();
  const environment = useSession((s) => s.environment);
  const identity = useSession((s) => s.identity);
  const plans = useRead(tenantScope, vip.plans, {});
  const create = useWrite(memberScope, order.create);
  const prepay = useWrite(memberScope, order.wechatPay);
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'ready' });
  const id = Number(search.get('id'));
  const plan = plans.data?.find((p) => p.id === id);
  const openId = identity?.openId ?? credentials.idsUser.read(iid)?.openid ?? null;
  const canPay = environment === 'wechat' || environment === 'miniprogram';

  /** The order, with the attribution params the page was opened with (spec §3 order payload). */
  const newOrder = () => {
    const passed = Object.fromEntries(
      PASS_THROUGH_PARAMS.map((key) => [key, search.get(key) ?? undefined]),
    );
    const saleIid = Number(passed.saleIid);
    return create.mutateAsync({
      num: 1,
      orderType: order.BUSINESS_TYPE.vip,
      keys: String(id),
      userId: userId ?? undefined,
      ridSecret: passed.ridSecret,
      multiDisKey: passed.multiDisKey,
      saleIid: Number.isInteger(saleIid) && saleIid > 0 ? saleIid : undefined,
    });
  };

  async function confirm(orderId: string) {
    if (!token) return;
    setPhase({ kind: 'confirming' });
    const paid = await pollUntil(
      async () => order.isPaidStatus((await api.call(order.detail, { iid, token, orderId })).status),
      CONFIRM_TRIES,
      CONFIRM_INTERVAL_MS,
    );
    if (paid) await invalidateCalls(queryClient, [vip.profile, member.profile, order.list]);
    setPhase({ kind: 'paid', confirmed: paid });
  }

  async function pay() {
    if (
      !plan ||
      !token ||
      userId === null ||
      phase.kind === 'paying' ||
      phase.kind === 'confirming'
    )
      return;
    if (environment === 'miniprogram') {
      setPhase({ kind: 'mini-program' });
      try {
        const { orderId } = await newOrder();
        await payInMiniProgram(
          miniProgramPayPath({ iid, rid: userId, session: token, gid: orderId, channel: 'vip', from: 'community' }),
        );
      } catch (error) {
        setPhase({ kind: 'stopped', message: errorMessage(error) || PAY_TEXT.fail });
      }
      return;
    }
    if (!openId) {
      toast.warn(AUTHORIZE_FIRST);
      setPhase({ kind: 'stopped', message: AUTHORIZE_FIRST });
      return;
    }
    setPhase({ kind: 'paying' });
    try {
      const { orderId } = await newOrder();
      const params = await prepay.mutateAsync({ orderId, openId, payType: 1 });
      const result = await payInWechat(params);
      if (result === 'ok') {
        toast.success(PAY_TEXT.ok);
        await confirm(orderId);
        return;
      }
      if (result === 'cancel') toast.info(PAY_TEXT.cancel);
      else toast.fail(PAY_TEXT.fail);
      setPhase({ kind: 'stopped', message: PAY_TEXT[result] });
    } catch (error) {
      const message = errorMessage(error) || PAY_TEXT.fail;
      toast.fail(message);
      setPhase({ kind: 'stopped', message });
    }
  }
  const busy =
    phase.kind === 'paying' || phase.kind === 'confirming' || phase.kind === 'mini-program';
  return (
    <MemberPage title="会员卡支付">
      {plans.isPending ? (
        <LoadingSkeleton rows={2} />
      ) : plans.isError ? (
        <ErrorState error={plans.error} onRetry={plans.refetch} />
      ) : !plan ? (
        <EmptyState description="这张会员卡不存在或已下架" />
      ) : (
        <>
          <VipPlanSummary plan={plan} />
          <section className="tx-card pay-status" aria-live="polite" aria-label="支付状态">
            {!canPay && <p role="alert">{NEEDS_WECHAT}</p>}
            {phase.kind === 'paying' && <p>正在支付…</p>}
            {phase.kind === 'mini-program' && <p>正在前往小程序支付…</p>}
            {phase.kind === 'confirming' && <p>{PAY_TEXT.ok}，正在确认开通…</p>}
            {phase.kind === 'paid' && (
              <p>
                {phase.confirmed
                  ? `${PAY_TEXT.ok}，会员卡已开通`
                  : `${PAY_TEXT.ok}，开通结果确认中，请稍后在会员卡页面查看`}
              </p>
            )}
            {phase.kind === 'stopped' && <p role="alert">{phase.message}</p>}
            {phase.kind === 'ready' && canPay && <p>确认金额后点击支付</p>}
          </section>
          {phase.kind === 'paid' ? (
            <AppLink to={vipLinks.vip()} className="pay-done-link">
              查看会员卡
            </AppLink>
          ) : (
            <Button
              block
              round
              type="primary"
              loading={busy}
              loadingText="请稍候…"
              disabled={busy || !canPay}
              onClick={() => void pay()}
            >
              {phase.kind === 'stopped' ? '重新支付' : `确认支付 ${formatFen(plan.price)}`}
            </Button>
          )}
        </>
      )}
    </MemberPage>
  );
}
