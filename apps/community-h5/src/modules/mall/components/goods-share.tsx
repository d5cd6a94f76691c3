import { isRefusal, mall } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { EmptyState, ErrorState, formatFen, LoadingSkeleton, Poster } from '@tongxin/ui';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { Picture } from '../../../components/picture';
import { tenantScope } from '../../../components/scopes';
import { MallPage } from './mall-page';

/**
 * A goods' share landing: what a friend opens from a shared link (the goods, its price, 查看商品)
 * and, for the sharer, 生成海报: a poster with the link's QR code to long-press and save.
 */
export function GoodsShare({ goodsId, detailPath }: { goodsId: number | undefined; detailPath: (goods: mall.GoodsDetail) => string }) {
  const goods = useRead(tenantScope, mall.detail, { goodsId }, { enabled: goodsId !== undefined });
  const [poster, setPoster] = useState(false);
  if (goodsId === undefined) return <MallPage title="商品分享"><EmptyState description="缺少参数，无法查看商品" /></MallPage>;
  if (goods.isPending) return <MallPage title="商品分享"><LoadingSkeleton rows={2} label="商品加载中" /></MallPage>;
  if (goods.error || !goods.data)
    return (
      <MallPage title="商品分享">
        {isRefusal(goods.error, mall.detail.errors.goodsNotFound) ? <EmptyState description="商品不存在或已下架" /> : <ErrorState error={goods.error} onRetry={() => goods.refetch()} />}
      </MallPage>
    );
  const g = goods.data;
  const link = `${window.location.origin}${detailPath(g)}`;
  return (
    <MallPage title="商品分享">
      <article className="goods-share" aria-label={g.title}>
        <span className="goods-share-picture">
          <Picture src={g.image} alt={g.title} ratio={1} />
        </span>
        <h2>{g.title}</h2>
        <p className="goods-subtitle">{g.subtitle}</p>
        <p className="goods-price-row">
          <strong className="goods-price">{formatFen(g.price)}</strong>
          {g.linePrice > g.price ? <del>{formatFen(g.linePrice)}</del> : null}
        </p>
        <AppLink to={detailPath(g)} className="mall-button mall-button--buy">
          查看商品
        </AppLink>
        <button type="button" className="mall-button mall-button--cart" onClick={() => setPoster(true)}>
          生成海报
        </button>
      </article>
      {poster ? (
        <section className="goods-poster" aria-label="分享海报">
          <Poster poster={{ bgImg: g.image, userName: g.storeName || '同心公益商城', title: `${g.title} ${formatFen(g.price)}`, dstUrl: link }} />
        </section>
      ) : null}
    </MallPage>
  );
}
