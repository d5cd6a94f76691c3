import { order } from '@tongxin/api-client';
import { Countdown, formatFen } from '@tongxin/ui';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { NEEDS_WECHAT, useCheckout } from '../../../components/checkout';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { useRead } from '@tongxin/api-client/react';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { loadPage } from '../../../lib/page-load';
import { actLinks } from '../../../lib/links/act-links';
import '../act.css';

/** How long an unpaid enrolment is held (the activity seller's hold in the order kernel). */
const HOLD_MS = 15 * 60_000;

/**
 * /app/pay/act?iid&orderId (also act1, actpay, oact, origin/:iid): the cashier of an enrolment.
 * Shows the activity, the people, the amount and the time left to pay; pays in WeChat through the
 * JSAPI bridge, then reads the enrolment until the provider's notify has made it paid, and opens
 * the success page. Reached with a full page load (WeChat checks the page URL).
 */
export function Component() {
  const { iid } = useMemberSession();
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  const enrolment = useRead(memberScope, order.detail, { orderId }, { enabled: orderId !== '' });
  const checkout = useCheckout({ reloads: [order.detail], onPaid: () => loadPage(actLinks.success({ iid, orderId })) });
  const { phase, busy, canPay } = checkout;
  const unfinished = phase.kind === 'stopped' || (phase.kind === 'paid' && !phase.confirmed);

  const title = '活动报名支付';
  if (!orderId) return <MemberPage title={title}><EmptyState description="缺少参数无法支付" /></MemberPage>;
  if (enrolment.isPending) return <MemberPage title={title}><LoadingSkeleton rows={3} /></MemberPage>;
  if (enrolment.isError) return <MemberPage title={title}><ErrorState error={enrolment.error} onRetry={enrolment.refetch} /></MemberPage>;
  const e = enrolment.data;
  const paid = order.isPaidStatus(e.status);
  const waiting = e.status === order.ORDER_STATUS.waitingPayment;
  return (
    <MemberPage title={title}>
      <div className="act-page">
        <section className="act-section" aria-label="订单信息">
          <h2>{e.title}</h2>
          <p className="act-muted">订单编号：{e.orderId}</p>
          <p>联系人：{e.contactName} {e.contactPhone}</p>
          <div className="act-row">
            <span>活动费用</span>
            <span>
              {formatFen(e.price)} × {e.num}
            </span>
          </div>
          <div className="act-row">
            <span>应付金额</span>
            <strong className="act-total">{formatFen(e.total)}</strong>
          </div>
        </section>
        <section className="act-section" aria-label="支付状态">
          {paid ? (
            <>
              <p className="act-ok">报名成功，已支付</p>
              <AppLink to={actLinks.success({ iid, orderId: e.orderId })}>查看报名凭证</AppLink>
            </>
          ) : waiting ? (
            <>
              <p>
                请在 <Countdown deadline={Date.parse(e.createdAt) + HOLD_MS} prefix="剩余支付时间" onEnd={() => void enrolment.refetch()} /> 内完成支付，超时名额将释放
              </p>
              {!canPay ? <p role="alert" className="act-alert">{NEEDS_WECHAT}</p> : null}
            </>
          ) : (
            <p role="alert" className="act-alert">
              订单已取消或已过期，名额已释放。<AppLink to={actLinks.list({ iid })}>重新报名</AppLink>
            </p>
          )}
          {phase.kind === 'confirming' ? <p role="status">正在确认支付结果…</p> : null}
          {unfinished && !paid ? <p className="act-muted">支付未完成，可重新支付</p> : null}
        </section>
        {waiting ? (
          <div className="act-bar">
            <span className="act-total">{formatFen(e.total)}</span>
            <button type="button" className="act-btn" disabled={busy || !canPay} onClick={() => void checkout.pay(orderId)}>
              {busy ? '支付中…' : `微信支付 ${formatFen(e.total)}`}
            </button>
          </div>
        ) : null}
      </div>
    </MemberPage>
  );
}
