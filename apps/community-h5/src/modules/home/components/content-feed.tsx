import type { home } from '@tongxin/api-client';
import { AppLink } from '../../../components/app-link';
import { PagedList } from '../../../components/paged-list';
import { Picture } from '../../../components/picture';
import type { useContentFeed } from './use-content-feed';

const day = (iso: string) => iso.slice(0, 10);

function FeedRow({ item }: { item: home.FeedItem }) {
  return (
    <AppLink to={item.link} tag={item.tag} title={item.title} className="home-feed__link">
      <span className="home-feed__thumb">
        <Picture src={item.image} alt="" ratio={4 / 3} radius={6} />
      </span>
      <span className="home-feed__body">
        <span className="home-feed__title">{item.title}</span>
        <span className="home-feed__summary">{item.summary}</span>
        <span className="home-feed__meta">
          {item.tag && <span className="home-feed__tag">{item.tag}</span>}
          <time dateTime={item.publishedAt}>{day(item.publishedAt)}</time>
        </span>
      </span>
    </AppLink>
  );
}

/**
 * The feed as the member kit's paged list (skeleton, empty, error with retry, infinite scroll);
 * the page around it pulls to refresh.
 */
export function ContentFeed({
  feed,
  title = '最新动态',
}: {
  feed: ReturnType<typeof useContentFeed>;
  title?: string;
}) {
  return (
    <section className="home-block" aria-labelledby="home-feed-title">
      <h2 id="home-feed-title" className="home-block__title">
        {title}
      </h2>
      <PagedList
        refreshable={false}
        label={title}
        className="home-feed"
        list={feed}
        empty="暂无内容"
        rowKey={(item) => item.id}
        renderRow={(item) => <FeedRow item={item} />}
      />
    </section>
  );
}
