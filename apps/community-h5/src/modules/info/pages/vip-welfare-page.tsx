import { useRead } from '@tongxin/api-client/react';
import { publicScope } from '../../../components/scopes';
import { info } from '@tongxin/api-client';
import { DEFAULT_IID } from '@tongxin/env-auth';
import { PageRefresh } from '../../../components/page-refresh';
import { useRouteIid } from '../../../components/route-iid';
import { EmptyState, ErrorState, LoadingSkeleton } from '@tongxin/ui';
import '../info.css';
import { Picture } from '../../../components/picture';

/** The volunteer privilege card's partner offers (spec §1: about 46, title, description, image). */
export function Component() {
  const iid = useRouteIid() ?? DEFAULT_IID;
  const welfare = useRead(publicScope, info.vipWelfare, { iid });
  return (
    <div className="info">
      <PageRefresh queries={[welfare]}>
        {welfare.isPending && <LoadingSkeleton rows={5} avatar />}
        {welfare.isError && <ErrorState error={welfare.error} onRetry={welfare.refetch} />}
        {welfare.data && (
          <>
            <h1 className="info__title">{welfare.data.cardTitle}</h1>
            <p className="info__text">{welfare.data.intro}</p>
            {welfare.data.offers.length === 0 ? (
              <EmptyState description="暂无合作商家" />
            ) : (
              <ul
                className="welfare"
                aria-label={`合作商家优惠（${welfare.data.offers.length} 家）`}
              >
                {welfare.data.offers.map((offer) => (
                  <li key={offer.id} className="welfare__item">
                    <span className="welfare__image">
                      <Picture src={offer.image} alt="" ratio={1} radius={8} />
                    </span>
                    <span className="welfare__text">
                      <strong>{offer.title}</strong>
                      <span>{offer.description}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </PageRefresh>
    </div>
  );
}
