import { member, order, vip } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { PAY_TEXT } from '@tongxin/env-auth';
import { formatFen } from '@tongxin/ui';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { AUTHORIZE_FIRST, NEEDS_WECHAT, useCheckout } from '../../../components/checkout';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { VipPlanSummary } from '../../../components/vip-card';
import { PASS_THROUGH_PARAMS } from '../../../lib/links';
import { vipLinks } from '../../../lib/links/vip-links';
import '../checkout.css';

export { AUTHORIZE_FIRST, NEEDS_WECHAT };

/**
 * /app/pay/vip-buy?iid&id: pays for a vip card. The page is reached with a full page load (the
 * location helper), as WeChat's JSAPI payment checks the page URL. It creates the order
 * (order.create, type 30, the card as keys), then pays: in WeChat through the JSAPI bridge, in a
 * mini-program on the mini-program's own pay page; elsewhere it says payment needs WeChat. The
 * card counts as bought only once the provider's notify reached the server, so after the bridge's
 * ok the page reads the order until it is paid.
 */
export function Component() {
  const { userId } = useMemberSession();
  const [search] = useSearchParams();
  const plans = useRead(tenantScope, vip.plans, {});
  const checkout = useCheckout({ reloads: [vip.profile, member.profile, order.list], miniProgramChannel: 'vip' });
  const { phase, busy, canPay } = checkout;
  const id = Number(search.get('id'));
  const plan = plans.data?.find((p) => p.id === id);

  /** The order, with the attribution params the page was opened with (spec §3 order payload). */
  function pay() {
    if (!plan || userId === null) return;
    const passed = Object.fromEntries(PASS_THROUGH_PARAMS.map((key) => [key, search.get(key) ?? undefined]));
    const saleIid = Number(passed.saleIid);
    void checkout.buy({
      num: 1,
      orderType: order.BUSINESS_TYPE.vip,
      keys: String(id),
      userId,
      ridSecret: passed.ridSecret,
      multiDisKey: passed.multiDisKey,
      saleIid: Number.isInteger(saleIid) && saleIid > 0 ? saleIid : undefined,
    });
  }
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
              onClick={pay}
            >
              {phase.kind === 'stopped' ? '重新支付' : `确认支付 ${formatFen(plan.price)}`}
            </Button>
          )}
        </>
      )}
    </MemberPage>
  );
}
