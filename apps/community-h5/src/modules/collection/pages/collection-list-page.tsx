import { useList } from '@tongxin/api-client/react';
import { memberScope } from '../../../components/scopes';
import { collection } from '@tongxin/api-client';
import { formatDate } from '@tongxin/ui';
import { AppLink } from '../../../components/app-link';
import { MemberPage, PagedList } from '../../../components/member-kit';
import '../collection.css';
import { Picture } from '../../../components/picture';

/** What kind of item a collection is, in words. */
export const COLLECTION_TYPES: Record<string, string> = {
  act: '活动',
  goods: '商品',
  news: '资讯',
  note: '笔记',
  video: '视频',
};

/** The member's collected items, newest first; each leads to its item. */
export function Component() {
  const pages = useList(memberScope, collection.list, {});
  return (
    <MemberPage title="我的收藏">
      <PagedList
        label="我的收藏"
        list={pages}
        empty="还没有收藏任何内容"
        rowKey={(c) => c.id}
        renderRow={(c) => (
          <AppLink to={c.link} className="collection-row">
            {c.image ? (
              <div className="collection-thumb">
                <Picture src={c.image} alt="" ratio={96 / 60} radius={4} />
              </div>
            ) : null}
            <div>
              <p className="collection-title">{c.title}</p>
              <p className="tx-muted collection-meta">
                {COLLECTION_TYPES[c.targetType] ?? '内容'} · 收藏于 {formatDate(c.createdAt, 2)}
              </p>
            </div>
          </AppLink>
        )}
      />
    </MemberPage>
  );
}
