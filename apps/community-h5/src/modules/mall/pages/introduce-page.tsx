import { isRefusal, mall } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useSearchParams } from 'react-router-dom';
import { Picture } from '../../../components/picture';
import { tenantScope } from '../../../components/scopes';
import { EmptyState, ErrorState, LoadingSkeleton } from '@tongxin/ui';
import { MallPage } from '../components/mall-page';

/** /app/mall/introduce?iid&goodsId: the goods' introduction on its own page, text and pictures. */
export function Component() {
  const [search] = useSearchParams();
  const goodsId = Number(search.get('goodsId')) || undefined;
  const goods = useRead(tenantScope, mall.detail, { goodsId }, { enabled: goodsId !== undefined });
  let body;
  if (goodsId === undefined) body = <EmptyState description="缺少参数，无法查看商品" />;
  else if (goods.isPending) body = <LoadingSkeleton rows={3} label="介绍加载中" />;
  else if (goods.error || !goods.data)
    body = isRefusal(goods.error, mall.detail.errors.goodsNotFound) ? <EmptyState description="商品不存在或已下架" /> : <ErrorState error={goods.error} onRetry={() => goods.refetch()} />;
  else
    body = (
      <article className="goods-detail" aria-label={goods.data.title}>
        <h2>{goods.data.title}</h2>
        {goods.data.detail.split('\n').map((line, i) => (
          <p key={i}>{line}</p>
        ))}
        {goods.data.images.map((src, i) => (
          <Picture key={src} src={src} alt={`${goods.data.title} 图${i + 1}`} ratio={1} />
        ))}
      </article>
    );
  return <MallPage title="商品介绍">{body}</MallPage>;
}
