import { mall } from '@tongxin/api-client';
import { useList } from '@tongxin/api-client/react';
import { useSearchParams } from 'react-router-dom';
import { PagedList } from '../../../components/member-kit';
import { tenantScope } from '../../../components/scopes';
import { EmptyState } from '@tongxin/ui';
import { ReviewCard } from '../components/goods-reviews';
import { MallPage } from '../components/mall-page';

/** /app/mall/reviews?iid&goodsId: every review of a goods, newest first, with pull to refresh and infinite scroll. */
export function Component() {
  const [search] = useSearchParams();
  const goodsId = Number(search.get('goodsId'));
  const valid = Number.isInteger(goodsId) && goodsId > 0;
  const reviews = useList(tenantScope, mall.reviews, { goodsId }, { enabled: valid });
  return (
    <MallPage title="全部评价">
      {valid ? (
        <PagedList label="商品评价" list={reviews} empty="暂无评价" rowKey={(r) => r.id} renderRow={(r) => <ReviewCard review={r} />} />
      ) : (
        <EmptyState description="缺少商品参数" />
      )}
    </MallPage>
  );
}
