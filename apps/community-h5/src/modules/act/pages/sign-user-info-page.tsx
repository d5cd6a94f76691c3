import { act } from '@tongxin/api-client';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { useRead } from '@tongxin/api-client/react';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { dateTimeText } from '../act-text';
import { actLinks } from '../../../lib/links/act-links';
import '../act.css';

/** /app/act/signUserInfo?iid&id — one participant as the leader sees them. */
export function Component() {
  const { iid } = useMemberSession();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const info = useRead(memberScope, act.participant, { id }, { enabled: id > 0 });
  const title = '参与者信息';
  if (!(id > 0)) return <MemberPage title={title}><EmptyState description="缺少参数无法查看" /></MemberPage>;
  if (info.isPending) return <MemberPage title={title}><LoadingSkeleton rows={3} /></MemberPage>;
  if (info.isError) return <MemberPage title={title}><ErrorState error={info.error} onRetry={info.refetch} /></MemberPage>;
  const p = info.data;
  return (
    <MemberPage title={title}>
      <section className="act-section" aria-label={p.name}>
        <dl className="act-facts">
          <dt>姓名</dt>
          <dd>{p.name}</dd>
          <dt>性别</dt>
          <dd>{p.gender === 1 ? '男' : '女'}</dd>
          <dt>手机</dt>
          <dd>{p.mobile}</dd>
          <dt>证件号码</dt>
          <dd>{p.idNumber}</dd>
          <dt>出生日期</dt>
          <dd>{p.birthDate}</dd>
          <dt>紧急联系人</dt>
          <dd>
            {p.emergencyName} {p.emergencyPhone}
          </dd>
          <dt>保险</dt>
          <dd>{p.insured ? '已购买' : '未购买'}</dd>
          <dt>订单号</dt>
          <dd>{p.orderId}</dd>
          <dt>报名码</dt>
          <dd>{p.signCode}</dd>
        </dl>
        <h2>签到</h2>
        {p.signs.length === 0 ? <p>未签到</p> : p.signs.map((x, i) => <p key={i}>{`${x.place} · ${dateTimeText(x.at)}`}</p>)}
        <AppLink to={actLinks.roster({ iid, actId: p.actId })}>返回名单</AppLink>
      </section>
    </MemberPage>
  );
}
