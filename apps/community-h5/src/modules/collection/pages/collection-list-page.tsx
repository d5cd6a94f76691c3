import { memberCollectList } from '@tongxin/api-client';
import { formatDate, LazyImage } from '@tongxin/ui';
import { Link } from 'react-router-dom';
import { MemberPage, PagedList, useMemberPages, useRequireMember } from '../../../components/member-kit';

/** What kind of item a collection is, in words. */
export const COLLECTION_TYPES: Record<string, string> = {
  act: '活动',
  goods: '商品',
  news: '资讯',
  note: '笔记',
  video: '视频',
};

const rowStyle = { display: 'flex', gap: 12, background: '#fff', borderRadius: 8, padding: 12, marginBottom: 12, color: 'inherit', textDecoration: 'none' } as const;

/** The member's collected items, newest first; each leads to its item. */
export function Component() {
  const signedIn = useRequireMember();
  const pages = useMemberPages(memberCollectList, {});
  if (!signedIn) return null;
  return (
    <MemberPage title="我的收藏">
      <PagedList
        label="我的收藏"
        rows={pages.rows}
        isPending={pages.isPending}
        error={pages.error}
        hasNextPage={pages.hasNextPage}
        isFetchingNextPage={pages.isFetchingNextPage}
        fetchNextPage={pages.fetchNextPage}
        refetch={pages.refetch}
        empty="还没有收藏任何内容"
        rowKey={(c) => c.id}
        renderRow={(c) => (
          <Link to={c.link.startsWith('/app/') ? c.link : '#'} style={rowStyle}>
            {c.image ? (
              <div style={{ flex: 'none', width: 96 }}>
                <LazyImage src={c.image} alt="" ratio={96 / 60} width={96} radius={4} />
              </div>
            ) : null}
            <div>
              <p style={{ margin: '0 0 6px', fontSize: 15 }}>{c.title}</p>
              <p className="member-muted" style={{ margin: 0 }}>
                {COLLECTION_TYPES[c.targetType] ?? '内容'} · 收藏于 {formatDate(c.createdAt, 2)}
              </p>
            </div>
          </Link>
        )}
      />
    </MemberPage>
  );
}
