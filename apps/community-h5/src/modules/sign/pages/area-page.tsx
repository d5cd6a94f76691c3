import { sign } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { Picture } from '../../../components/picture';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { SiteList } from '../site-list';
import '../sign.css';

/** /app/sign/:iid/site/:areaid: an area's sites with the member's check-ins. */
export function Component() {
  const { iid, token } = useMemberSession();
  const id = Number(useParams().areaid);
  const valid = Number.isInteger(id) && id > 0;
  const area = useRead(tenantScope, sign.area, { id, ...(token ? { token } : {}) }, { enabled: valid });
  const a = area.data;
  return (
    <MemberPage title={a?.name ?? '打卡区域'}>
      {!valid ? (
        <EmptyState description="缺少参数，无法查看" />
      ) : area.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : area.isError ? (
        <ErrorState error={area.error} onRetry={area.refetch} />
      ) : a ? (
        <>
          <Picture src={a.image} alt="" ratio={15 / 8} />
          <section className="sign-section">
            <p className="sign-meta">
              {a.subjectTitle} · {a.intro}
            </p>
            <SiteList iid={iid} sites={a.sites} />
          </section>
        </>
      ) : null}
    </MemberPage>
  );
}
