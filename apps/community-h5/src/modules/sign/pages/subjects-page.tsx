import { sign } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { PageRefresh } from '../../../components/page-refresh';
import { Picture } from '../../../components/picture';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { STATE_LABEL } from '../sign-text';
import { signLinks } from '../../../lib/links/sign-links';
import '../sign.css';

/** /app/sign/index: the tenant's check-in subjects, open first, with the member's progress. */
export function Component() {
  const { iid, token } = useMemberSession();
  const subjects = useRead(tenantScope, sign.subjects, token ? { token } : {});
  return (
    <MemberPage title="打卡活动">
      <nav className="sign-nav" aria-label="打卡">
        <AppLink to={signLinks.map()}>打卡地图</AppLink>
        <AppLink to={signLinks.record()}>我的打卡</AppLink>
        <AppLink to={signLinks.sos()}>紧急求助</AppLink>
      </nav>
      {subjects.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : subjects.isError ? (
        <ErrorState error={subjects.error} onRetry={subjects.refetch} />
      ) : subjects.data.length === 0 ? (
        <EmptyState description="暂无打卡活动" />
      ) : (
        <PageRefresh queries={[subjects]}>
          {subjects.data.map((s) => (
            <AppLink key={s.id} to={signLinks.subject({ iid, subjectid: s.id })} className="sign-card">
              <Picture src={s.banner} alt="" ratio={15 / 8} />
              <div className="body">
                <h3>{s.title}</h3>
                <p className="sign-meta">
                  {STATE_LABEL[s.state]} · {s.startDay} 至 {s.endDay} · {s.people}人参与
                </p>
                <p className="sign-meta">
                  已打卡 {s.doneCount}/{s.siteCount} 个点位
                </p>
                <div className="sign-progress" aria-hidden="true">
                  <span style={{ width: `${s.siteCount ? (100 * s.doneCount) / s.siteCount : 0}%` }} />
                </div>
              </div>
            </AppLink>
          ))}
        </PageRefresh>
      )}
    </MemberPage>
  );
}
