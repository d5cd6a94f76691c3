import { contentLinks } from '../../../lib/links/content-links';
import '../content.css';
import { content } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import {
  EmptyState,
  ErrorState,
  formatDate,
  formatFen,
  LoadingSkeleton,
  RichText,
} from '@tongxin/ui';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { useDetail } from '../components/article';
import { Comments } from '../components/comments';
import { ContentCard } from '../components/content-card';
import { ItemActions } from '../components/item-actions';
import { MediaPlayer } from '../components/media-player';
import { useViewStat } from '../components/use-view-stat';

/**
 * /app/video/:iid/detail?id (and the legacy detail1): the player (MP4, inline in WeChat, resuming
 * where the viewer left it), title, views, like/collect/share, comments and related videos. A
 * paid video not bought shows its pay gate instead of the player.
 */
export function Component() {
  const [search] = useSearchParams();
  const raw = Number(search.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const detail = useDetail(id);
  const { iid, token } = useMemberSession();
  const first = detail.data?.partList[0];
  const part = useRead(tenantScope, content.part, { id: first?.id ?? 0, token: token ?? undefined }, { enabled: first?.open === true });
  useViewStat('video', detail.data?.id ?? null);
  if (id === null) return <MemberPage title="视频"><EmptyState description="缺少参数无法查看" /></MemberPage>;
  if (detail.isPending) return <MemberPage title="视频"><LoadingSkeleton rows={5} /></MemberPage>;
  if (detail.isError) return <MemberPage title="视频"><ErrorState error={detail.error} onRetry={detail.refetch} /></MemberPage>;
  const item = detail.data;
  return (
    <MemberPage title="视频">
      {first && !first.open ? (
        <div className="content-gate">
          <p>请先购买~</p>
          <AppLink to={contentLinks.videoContentPay({ roomNo: item.id, iid })} className="content-primary-link">
            立即购买 {formatFen(item.price)}
          </AppLink>
        </div>
      ) : part.data ? (
        <MediaPlayer key={part.data.id} kind="video" src={part.data.mediaUrl} partId={part.data.id} position={part.data.position} poster={item.images[0]} label={`视频：${item.title}`} />
      ) : part.isError ? (
        <ErrorState error={part.error} onRetry={part.refetch} />
      ) : (
        <LoadingSkeleton rows={3} label="视频加载中" />
      )}
      <article className="content-article" aria-label={item.title}>
        <h2 className="content-title">{item.title}</h2>
        <p className="content-meta">
          <span>{item.source}</span>
          <span>{formatDate(item.publishedAt, 2)}</span>
          <span>{item.views}次播放</span>
        </p>
        <RichText html={item.body} className="content-body" />
        <ItemActions item={item} />
      </article>
      <Comments id={item.id} />
      {item.related.length > 0 ? (
        <section className="content-related" aria-label="相关视频">
          <h2>相关视频</h2>
          {item.related.map((r) => (
            <ContentCard key={r.id} item={r} />
          ))}
        </section>
      ) : null}
      <p className="content-muted content-center">
        <AppLink to={contentLinks.source({ iid, source: item.source })}>更多来自 {item.source}</AppLink>
      </p>
    </MemberPage>
  );
}
