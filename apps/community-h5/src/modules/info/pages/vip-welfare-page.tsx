import { useQuery } from '@tanstack/react-query';
import { vipWelfare } from '@tongxin/api-client';
import { DEFAULT_IID, parseIid } from '@tongxin/env-auth';
import { useParams } from 'react-router-dom';
import { EmptyState, ErrorState, Skeleton } from '../../../components/states';
import { callQuery } from '../../../lib/api';
import '../info.css';

/** The volunteer privilege card's partner offers (spec §1: about 46, title, description, image). */
export function Component() {
  const iid = parseIid(useParams().iid) ?? DEFAULT_IID;
  const welfare = useQuery(callQuery(vipWelfare, { iid }));
  return (
    <div className="info">
      {welfare.isPending && <Skeleton rows={5} />}
      {welfare.isError && <ErrorState error={welfare.error} onRetry={() => void welfare.refetch()} />}
      {welfare.data && (
        <>
          <h1 className="info__title">{welfare.data.cardTitle}</h1>
          <p className="info__text">{welfare.data.intro}</p>
          {welfare.data.offers.length === 0 ? (
            <EmptyState>暂无合作商家</EmptyState>
          ) : (
            <ul className="welfare" aria-label={`合作商家优惠（${welfare.data.offers.length} 家）`}>
              {welfare.data.offers.map((offer) => (
                <li key={offer.id} className="welfare__item">
                  <img src={offer.image} alt="" width={64} height={64} loading="lazy" decoding="async" />
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
    </div>
  );
}
