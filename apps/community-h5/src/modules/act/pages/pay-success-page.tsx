import { act, order } from '@tongxin/api-client';
import { QrCode } from '@tongxin/ui';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { useRead } from '@tongxin/api-client/react';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { dateTimeText } from '../act-text';
import { actLinks } from '../../../lib/links/act-links';
import { orderLinks } from '../../../lib/links/order-links';
import '../act.css';

/** /app/pay/act/success/:iid?orderId — the enrolment's result: paid or not yet, its code, the next steps. */
export function Component() {
  const { iid } = useMemberSession();
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  const enrolment = useRead(memberScope, act.order, { orderId }, { enabled: orderId !== '' });
  const title = '报名结果';
  if (!orderId) return <MemberPage title={title}><EmptyState description="缺少参数无法查看" /></MemberPage>;
  if (enrolment.isPending) return <MemberPage title={title}><LoadingSkeleton rows={3} /></MemberPage>;
  if (enrolment.isError) return <MemberPage title={title}><ErrorState error={enrolment.error} onRetry={enrolment.refetch} /></MemberPage>;
  const e = enrolment.data;
  const paid = order.isPaidStatus(e.status);
  return (
    <MemberPage title={title}>
      <div className="act-page">
        <section className="act-section" aria-label="支付结果">
          <p className="act-ok">{paid ? '支付成功' : '支付处理中'}</p>
          <p>订单编号：{e.orderId}</p>
          <p>活动名称：{e.title}</p>
          <p>活动时间：{dateTimeText(e.startAt)}</p>
          <p>报名人：{e.participants.map((p) => p.name).join('、')}</p>
          {!paid ? (
            <button type="button" className="act-btn" onClick={() => void enrolment.refetch()}>
              刷新结果
            </button>
          ) : null}
        </section>
        {paid ? (
          <section className="act-section" aria-label="签到码">
            <h2>签到码</h2>
            <QrCode value={e.signCode} label="签到码" size={140} />
            <p>
              报名码 <strong>{e.signCode}</strong>：活动当天向领队出示此码签到，或在集合点用手机定位签到
            </p>
          </section>
        ) : null}
        <section className="act-section" aria-label="下一步">
          <p>活动前准备：请提前查看活动详情与装备要求</p>
          <p>活动签到：活动当天出示签到码或到集合点签到</p>
          {e.insured ? <p>保险保障：保险将在活动期间自动生效</p> : null}
          <p>
            <AppLink to={orderLinks.detail({ orderId: e.orderId, iid })}>查看订单</AppLink> · <AppLink to={actLinks.sign({ iid, actId: e.actId })}>去签到</AppLink> ·{' '}
            <AppLink to={actLinks.detail({ iid, id: e.actId })}>活动详情</AppLink> ·{' '}
            <AppLink to={actLinks.list({ iid })}>返回活动列表</AppLink>
          </p>
        </section>
      </div>
    </MemberPage>
  );
}
