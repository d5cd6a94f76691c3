import { microstore } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingSkeleton } from '../../components/member-kit';
import { memberScope } from '../../components/scopes';
import { formatFen } from '@tongxin/ui';
import { AppLink } from '../../components/app-link';
import { Picture } from '../../components/picture';
import { mallLinks } from '../../lib/links/mall-links';
import { microstoreLinks } from '../../lib/links/microstore-links';

/** The store's logo, or its first character on a grey disc while there is none. */
export function StoreLogo({ name, logo }: { name: string; logo: string }) {
  return logo ? <img className="ms-logo" src={logo} alt={`${name}的店铺logo`} /> : <span className="ms-logo" aria-hidden="true">{[...name][0] ?? '店'}</span>;
}

/**
 * The store's goods as cards, each a link to the goods page: the link builder carries the page's
 * multiDisKey and saleIid on, so an order made from it is the store's.
 */
export function StoreGoodsGrid({ iid, goods }: { iid: number; goods: readonly microstore.StoreGoods[] }) {
  return (
    <ul className="ms-goods" aria-label="店铺商品">
      {goods.map((g) => (
        <li key={g.id}>
          <AppLink to={mallLinks.storeDetail({ iid, goodsId: g.id })} aria-label={g.title}>
            <Picture src={g.image} alt={g.title} />
            <h3>{g.title}</h3>
            <p className="ms-price">
              {formatFen(g.price)}
              {g.stock === 0 ? <span className="tx-muted"> 已售罄</span> : null}
            </p>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** The store's public link, absolute (for the QR code and copying). */
export function storeLink(store: Pick<microstore.Store, 'id' | 'iid' | 'key'>): string {
  return `${window.location.origin}${microstoreLinks.smallStore({ id: store.id, iid: store.iid, saleIid: store.key ? store.iid : undefined, multiDisKey: store.key })}`;
}

/** The owner's store for a set-up page: loading, error, 您还没有开通小店 (with the way to open it), else the page. */
export function WithStore({ children }: { children: (store: microstore.Store) => ReactNode }) {
  const mine = useRead(memberScope, microstore.mine, {});
  if (mine.isPending) return <LoadingSkeleton rows={3} />;
  if (mine.isError) return <ErrorState error={mine.error} onRetry={mine.refetch} />;
  if (!mine.data)
    return (
      <>
        <EmptyState description="您还没有开通小店" />
        <AppLink to={microstoreLinks.distributionStore()} className="tx-link-button">
          去开通小店
        </AppLink>
      </>
    );
  return <>{children(mine.data)}</>;
}
