import { sign } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { PageRefresh } from '../../../components/page-refresh';
import { Picture } from '../../../components/picture';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { STATE_LABEL } from '../sign-text';
import { SiteList } from '../site-list';
import { signLinks } from '../../../lib/links/sign-links';
import '../sign.css';

/** /app/sign/:iid/index/:subjectid: a subject's progress, rules, areas and sites. */
export function Component() {
  const { iid, token } = useMemberSession();
  const id = Number(useParams().subjectid);
  const valid = Number.isInteger(id) && id > 0;
  const subject = useRead(tenantScope, sign.subject, { id, ...(token ? { token } : {}) }, { enabled: valid });
  const s = subject.data;
  return (
    <MemberPage title={s?.title ?? '打卡活动'}>
      {!valid ? (
        <EmptyState description="缺少参数，无法查看" />
      ) : subject.isPending ? (
        <LoadingSkeleton rows={4} />
      ) : subject.isError ? (
        <ErrorState error={subject.error} onRetry={subject.refetch} />
      ) : s ? (
        <PageRefresh queries={[subject]}>
          <Picture src={s.banner} alt="" ratio={15 / 8} />
          <section className="sign-section" aria-label="进度">
            <p>
              {STATE_LABEL[s.state]} · 已打卡 {s.doneCount}/{s.siteCount} 个点位
            </p>
            <div className="sign-progress" aria-hidden="true">
              <span style={{ width: `${s.siteCount ? (100 * s.doneCount) / s.siteCount : 0}%` }} />
            </div>
            <nav className="sign-nav" aria-label="活动">
              <AppLink to={signLinks.rank({ iid, subjectId: s.id })}>排行榜</AppLink>
              {s.siteCount > 0 && s.doneCount >= s.siteCount ? <AppLink to={signLinks.certificate({ iid, subjectId: s.id })}>领取证书</AppLink> : null}
            </nav>
          </section>
          {s.areas.map((a) => (
            <section key={a.id} className="sign-section" aria-label={a.name}>
              <h2>
                <AppLink to={signLinks.area({ iid, areaid: a.id })}>{a.name}</AppLink>
              </h2>
              <SiteList iid={iid} sites={a.sites} />
            </section>
          ))}
          <section className="sign-section" aria-label="规则说明">
            <h2>规则说明</h2>
            <p className="sign-meta" style={{ whiteSpace: 'pre-line' }}>
              {s.rules}
            </p>
          </section>
        </PageRefresh>
      ) : null}
    </MemberPage>
  );
}
