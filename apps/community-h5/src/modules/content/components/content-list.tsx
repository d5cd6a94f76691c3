import { content } from '@tongxin/api-client';
import { useList, useRead } from '@tongxin/api-client/react';
import { ScrollTabs } from '@tongxin/ui';
import { useSearchParams } from 'react-router-dom';
import { PagedList } from '../../../components/paged-list';
import { tenantScope } from '../../../components/scopes';
import { ContentCard } from './content-card';

export interface ContentListProps {
  moduleType?: content.ModuleType;
  /** Accessible name and empty-state noun, e.g. 资讯. */
  noun: string;
  /** Show the tag tabs (全部 + the kind's tags). */
  tabs?: boolean;
  /** A fixed tag (an audio type's album list). */
  fixedTag?: string;
  /** Only this source's items (source/list). */
  source?: string;
  /** Render a row differently (feed posts, mates). */
  renderRow?: (item: content.ContentCard) => React.ReactNode;
}

/**
 * A paged list of one kind of content, newest first, with tag tabs (全部 and each tag; the tab is
 * kept in the URL's `tag`), pull to refresh and infinite scroll.
 */
export function ContentList({ moduleType, noun, tabs = false, source, renderRow, fixedTag }: ContentListProps) {
  const [search, setSearch] = useSearchParams();
  const tag = fixedTag ?? search.get('tag') ?? '';
  const tags = useRead(tenantScope, content.tags, { moduleType: moduleType ?? 'news' }, { enabled: tabs && moduleType !== undefined });
  const list = useList(tenantScope, content.list, { moduleType, tag: tag || undefined, source, isNew: true });
  const body = (
    <PagedList
      key={tag}
      label={`${noun}列表`}
      list={list}
      empty={tag ? `暂无“${tag}”的${noun}` : `暂无${noun}`}
      rowKey={(item) => item.id}
      renderRow={renderRow ?? ((item) => <ContentCard item={item} />)}
    />
  );
  if (!tabs) return body;
  const tabItems = [{ name: '', title: '全部' }, ...(tags.data ?? []).map((t) => ({ name: t.tag, title: t.tag }))];
  return (
    <ScrollTabs
      tabs={tabItems}
      active={tag}
      label={`${noun}分类`}
      sticky
      onChange={(name) => {
        const next = new URLSearchParams(search);
        if (name) next.set('tag', String(name));
        else next.delete('tag');
        setSearch(next, { replace: true });
      }}
    >
      {body}
    </ScrollTabs>
  );
}
