import { errorMessage, order } from '@tongxin/api-client';
import { credentials } from '@tongxin/env-auth';
import { Countdown, formatFen, toast } from '@tongxin/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { pollUntil } from '../../../components/checkout/cashier';
import { api } from '../../../lib/api';
import { loadPage } from '../../../lib/page-load';
import { PAY_TEXT, payInWechat } from '@tongxin/env-auth';
import { actLinks } from '../../../lib/links/act-links';
import '../act.css';

const CONFIRM_TRIES = 15;
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
  const environment = useAppSelector((s) => s.session.environment);
  const identity = useAppSelector((s) => s.session.identity);
  const enrolment = useRead(memberScope, order.detail, { orderId }, { enabled: orderId !== '' });
  const prepay = useWrite(memberScope, order.wechatPay);
  const [phase, setPhase] = useState<'ready' | 'paying' | 'confirming' | 'stopped'>('ready');
  const { token } = useMemberSession();
  const openId = identity?.openId ?? credentials.idsUser.read(iid)?.openid ?? null;

  async function confirm() {
    setPhase('confirming');
    const paid =
      !!token &&
      (await pollUntil(async () => order.isPaidStatus((await api.call(order.detail, { iid, token, orderId })).status), CONFIRM_TRIES, 1000));
    if (paid) {
      loadPage(actLinks.success({ iid, orderId }));
      return;
    }
    setPhase('stopped');
    void enrolment.refetch();
  }

  async function pay() {
    if (environment !== 'wechat') return toast.fail('请在微信中打开本页完成支付');
    if (!openId) return toast.fail('请先进行微信授权');
    setPhase('paying');
    try {
      const params = await prepay.mutateAsync({ orderId, openId, payType: 1 });
      const result = await payInWechat(params);
      if (result === 'ok') return await confirm();
      toast.info(PAY_TEXT[result]);
    } catch (error) {
      toast.fail(errorMessage(error));
    }
    setPhase('stopped');
  }

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
              {environment !== 'wechat' ? <p role="alert" className="act-alert">请在微信中打开本页完成支付</p> : null}
            </>
          ) : (
            <p role="alert" className="act-alert">
              订单已取消或已过期，名额已释放。<AppLink to={actLinks.list({ iid })}>重新报名</AppLink>
            </p>
          )}
          {phase === 'confirming' ? <p role="status">正在确认支付结果…</p> : null}
          {phase === 'stopped' && !paid ? <p className="act-muted">支付未完成，可重新支付</p> : null}
        </section>
        {waiting ? (
          <div className="act-bar">
            <span className="act-total">{formatFen(e.total)}</span>
            <button type="button" className="act-btn" disabled={phase === 'paying' || phase === 'confirming' || environment !== 'wechat'} onClick={() => void pay()}>
              {phase === 'paying' || phase === 'confirming' ? '支付中…' : `微信支付 ${formatFen(e.total)}`}
            </button>
          </div>
        ) : null}
      </div>
    </MemberPage>
  );
}
