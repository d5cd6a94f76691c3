import '../content.css';
import { content } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { EmptyState, ErrorState, formatDate, LoadingSkeleton, RichText } from '@tongxin/ui';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MemberPage } from '../../../components/member-kit';
import { PageRefresh } from '../../../components/page-refresh';
import { Picture } from '../../../components/picture';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { useWechatShare } from '../../../components/wechat-share';
import { count } from '../lib/media-time';
import { Comments } from './comments';
import { ContentCard } from './content-card';
import { ItemActions } from './item-actions';
import { useViewStat } from './use-view-stat';

/** The id of a detail route (`:id` or `:feedId`), or null when it is not a positive integer. */
export function useRouteId(name = 'id'): number | null {
  const value = Number(useParams()[name]);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The member's session travels with a detail read, so bought, liked and collected are theirs. */
export function useDetail(id: number | null) {
  const { token } = useMemberSession();
  return useRead(tenantScope, content.detail, { id: id ?? 0, token: token ?? undefined }, { enabled: id !== null });
}

/**
 * A text item's page (news, note, feed post, companion post): title, source and time, views, the
 * body (rich text through RichText's sanitiser — never raw HTML), the images of a post, like,
 * collect and share, comments, and related items.
 */
export function ArticlePage({
  title,
  preview = false,
  paramName = 'id',
  aside,
}: {
  title: string;
  preview?: boolean;
  paramName?: string;
  /** What a kind of item adds under its body (a companion post: who joins, the contact, the trip). */
  aside?: (item: content.ContentDetail) => ReactNode;
}) {
  const id = useRouteId(paramName);
  const detail = useDetail(id);
  const navigate = useNavigate();
  useViewStat(detail.data?.moduleType ?? 'news', preview ? null : (detail.data?.id ?? null));
  // In WeChat, the share card is the item's (a draft's preview is never shared).
  const shared = preview ? undefined : detail.data;
  useWechatShare(shared ? { title: shared.title || shared.summary || title, desc: shared.summary || shared.source, imgUrl: shared.images[0] ?? '' } : null);
  if (id === null) return <MemberPage title={title}><EmptyState description="缺少参数无法查看" /></MemberPage>;
  if (detail.isPending) return <MemberPage title={title}><LoadingSkeleton rows={6} /></MemberPage>;
  if (detail.isError) {
    const missing = (detail.error as { code?: number }).code === content.CONTENT_ERRORS.notFound.code;
    return <MemberPage title={title}>{missing ? <EmptyState description="内容不存在或已下架" /> : <ErrorState error={detail.error} onRetry={detail.refetch} />}</MemberPage>;
  }
  const item = detail.data;
  const post = item.moduleType === 'feed' || item.moduleType === 'mate';
  return (
    <MemberPage title={title}>
      <PageRefresh queries={[detail]}>
        <article className={`content-article${preview ? ' content-preview' : ''}`} aria-label={item.title}>
          {preview ? <p className="content-watermark" aria-label="预览">预览 · 仅你可见</p> : null}
          {post ? (
            <header className="content-author">
              {item.authorAvatar ? <Picture src={item.authorAvatar} alt={item.author} width={40} radius="50%" /> : null}
              <strong>{item.author}</strong>
              <span className="content-muted">{formatDate(item.publishedAt, 3)}</span>
            </header>
          ) : (
            <>
              <h2 className="content-title">{item.title}</h2>
              <p className="content-meta">
                <span>{item.source ? `来自 ${item.source}` : '原创'}</span>
                <span>{formatDate(item.publishedAt, 3)}</span>
                <span>{count(item.views)}人浏览</span>
              </p>
            </>
          )}
          <RichText html={item.body} className="content-body" />
          {post && item.images.length > 0 ? (
            <div className={`content-grid content-grid-${Math.min(item.images.length, 3)}`}>
              {item.images.map((src, i) => (
                <Picture key={src} src={src} alt={`图片${i + 1}`} ratio={1} />
              ))}
            </div>
          ) : null}
          {preview ? (
            <div className="content-actions">
              <button type="button" onClick={() => navigate(-1)}>返回编辑</button>
            </div>
          ) : (
            <ItemActions item={item} />
          )}
        </article>
        {preview || !aside ? null : aside(item)}
        {preview ? null : <Comments id={item.id} />}
        {item.related.length > 0 && !preview ? (
          <section className="content-related" aria-label="相关推荐">
            <h2>相关推荐</h2>
            {item.related.map((r) => (
              <ContentCard key={r.id} item={r} />
            ))}
          </section>
        ) : null}
      </PageRefresh>
    </MemberPage>
  );
}
