import { mall } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatDate } from '@tongxin/ui';
import { AppLink } from '../../../components/app-link';
import { tenantScope } from '../../../components/scopes';
import { mallLinks } from '../../../lib/links/mall-links';

/** One review: who, the description score as stars, when, the bought spec, text and images. */
export function ReviewCard({ review }: { review: mall.GoodsReview }) {
  return (
    <article className="goods-review" aria-label={`${review.nickName}的评价`}>
      <p className="goods-review-head">
        <strong>{review.nickName}</strong>
        <span aria-label={`${review.score1}星`}>{'★'.repeat(review.score1)}</span>
        <time dateTime={review.createdAt}>{formatDate(review.createdAt, 2)}</time>
      </p>
      {review.spec ? <p className="goods-review-spec">{review.spec}</p> : null}
      <p>{review.content}</p>
      {review.images.length > 0 ? (
        <p className="goods-review-images">
          {review.images.map((src, i) => (
            <img key={src} src={src} alt={`评价图${i + 1}`} width={64} height={64} loading="lazy" />
          ))}
        </p>
      ) : null}
    </article>
  );
}

/** The goods detail's 用户评价: the count, the good rate and the latest two, with a link to all. */
export function GoodsReviews({ goodsId, iid }: { goodsId: number; iid: number }) {
  const latest = useRead(tenantScope, mall.reviews, { goodsId, pageSize: 2 });
  const data = latest.data;
  return (
    <section className="goods-detail goods-reviews" aria-label="用户评价">
      <h3>
        用户评价{data ? `（${data.total}）` : ''}
        {data && data.total > 0 ? <span className="goods-review-rate">好评率 {data.goodRate}%</span> : null}
      </h3>
      {latest.isError ? (
        <button type="button" className="mall-link" onClick={() => void latest.refetch()}>
          评价加载失败，点击重试
        </button>
      ) : !data ? (
        <p>评价加载中…</p>
      ) : data.total === 0 ? (
        <p>暂无评价，购买后来写第一条评价吧</p>
      ) : (
        <>
          {data.list.map((r) => (
            <ReviewCard key={r.id} review={r} />
          ))}
          <AppLink to={mallLinks.reviews({ iid, goodsId })} className="mall-link">
            查看全部评价
          </AppLink>
        </>
      )}
    </section>
  );
}
