import { stay } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatFen } from '@tongxin/ui';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { Picture } from '../../../components/picture';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import '../stay.css';

/** /app/campsite/:iid/package/:packageId: what a package includes, its price, validity and stock. */
export function Component() {
  const { iid } = useMemberSession();
  const id = Number(useParams().packageId);
  const valid = Number.isInteger(id) && id > 0;
  const pkg = useRead(tenantScope, stay.packageDetail, { id }, { enabled: valid });
  const k = pkg.data;
  return (
    <MemberPage title="套餐详情">
      {!valid ? (
        <EmptyState description="缺少参数，无法查看" />
      ) : pkg.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : pkg.isError ? (
        <ErrorState error={pkg.error} onRetry={pkg.refetch} />
      ) : k ? (
        <>
          <Picture src={k.image} alt="" />
          <section className="stay-section">
            <h2>{k.title}</h2>
            <p className="stay-price">{formatFen(k.price)}</p>
            <p className="stay-meta">
              {k.placeName} · 有效期 {k.validFrom} 至 {k.validTo} · {k.stock > 0 ? `剩余${k.stock}份` : '已售罄'}
            </p>
            <p>{k.intro}</p>
            <h2>套餐包含</h2>
            <ul className="stay-includes">
              {k.includes.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
          </section>
          <div className="stay-book">
            <span className="stay-meta">套餐需先预订房型或营位，到店核销</span>
            <AppLink to={`/app/campsite/${iid}/${k.placeId}`}>去预订</AppLink>
          </div>
        </>
      ) : null}
    </MemberPage>
  );
}
