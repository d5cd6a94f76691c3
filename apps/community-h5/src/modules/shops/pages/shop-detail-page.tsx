import { isRefusal, shops } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { tenantScope } from '../../../components/scopes';
import '../shops.css';

/** One member shop (shops/detail?id): logo, introduction, photos and contact. */
export function Component() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const shop = useRead(tenantScope, shops.detail, { id: valid ? id : 1 }, { enabled: valid });
  if (!valid) return <MemberPage title="商家详情"><EmptyState description="缺少参数，无法查看商家" /></MemberPage>;
  return (
    <MemberPage title="商家详情">
      {shop.isPending ? (
        <LoadingSkeleton rows={3} avatar />
      ) : shop.error || !shop.data ? (
        isRefusal(shop.error, shops.SHOPS_ERRORS.shopNotFound) ? <EmptyState description="商家不存在或未入驻" /> : <ErrorState error={shop.error} onRetry={shop.refetch} />
      ) : (
        <>
          <div className="shops-row">
            {shop.data.logo ? <img src={shop.data.logo} alt="" /> : null}
            <span>
              <h3>{shop.data.name}</h3>
              <p>{shop.data.category} · {shop.data.region}</p>
            </span>
          </div>
          {shop.data.intro ? <section className="shops-section" aria-label="商家介绍"><h3>商家介绍</h3><p>{shop.data.intro}</p></section> : null}
          {shop.data.photos.length > 0 ? (
            <section className="shops-section" aria-label="商家照片">
              <ul className="shops-gallery">
                {shop.data.photos.map((src, i) => <li key={src}><img src={src} alt={`${shop.data.name}照片${i + 1}`} loading="lazy" /></li>)}
              </ul>
            </section>
          ) : null}
          <section className="shops-section" aria-label="联系商家">
            <h3>联系商家</h3>
            <p>{shop.data.contact}：<a href={`tel:${shop.data.phone}`}>{shop.data.phone}</a></p>
          </section>
        </>
      )}
    </MemberPage>
  );
}
