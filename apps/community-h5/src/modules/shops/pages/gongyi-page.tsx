import { shops } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatDate, QueryView } from '@tongxin/ui';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { useCardCode } from '../components/use-card-code';
import { actLinks } from '../../../lib/links/act-links';
import '../shops.css';

/** The volunteer record (shops/gongyi?code): activities attended and service hours, from the activities' sign-ups and check-ins. */
export function Component() {
  const code = useCardCode();
  const { iid } = useMemberSession();
  const record = useRead(memberScope, shops.gongyi, { code });
  return (
    <MemberPage title="公益记录">
      <QueryView query={record} isEmpty={() => false}>
        {(r) => (
          <>
            <h2 style={{ fontSize: 16 }}>{r.name}的志愿服务</h2>
            <dl className="shops-stats shops-section" aria-label="志愿服务统计">
              <div><dt>参加活动</dt><dd>{r.activities}</dd></div>
              <div><dt>签到出勤</dt><dd>{r.attended}</dd></div>
              <div><dt>服务时长(小时)</dt><dd>{r.hours}</dd></div>
            </dl>
            {r.upcoming > 0 ? <p className="tx-muted">另有 {r.upcoming} 个已报名的活动即将开始</p> : null}
            <section className="shops-section" aria-label="活动记录">
              <h3>活动记录</h3>
              {r.recent.length === 0 ? (
                <p className="tx-muted">还没有参加过活动</p>
              ) : (
                <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {r.recent.map((a) => (
                    <li key={a.activityId} style={{ padding: '8px 0', borderBottom: '1px solid #f2f3f5' }}>
                      <AppLink to={actLinks.detail({ iid, id: a.activityId })}>{a.title}</AppLink>
                      <p className="tx-muted">
                        {formatDate(a.startAt, 2)} · {a.ended ? (a.checkedIn ? '已签到' : '未签到') : '即将开始'}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </QueryView>
    </MemberPage>
  );
}
