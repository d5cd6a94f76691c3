import { useInfiniteQuery } from '@tanstack/react-query';
import { pageContentList, type FeedItem } from '@tongxin/api-client';
import { useEffect, useRef } from 'react';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, Skeleton } from '../../../components/states';
import { api } from '../../../lib/api';

/** Spec §9: page content pageSize 5; infinite scroll triggers 80px before the bottom. */
export const FEED_PAGE_SIZE = 5;
export const FEED_TRIGGER_PX = 80;

export interface FeedFilter {
  iid: number;
  isNew?: number;
  topic?: number;
}

/** The paged content feed (pageContent/list), loading the next page as its end nears. */
export function useContentFeed(filter: FeedFilter) {
  return useInfiniteQuery({
    queryKey: [pageContentList.name, { ...filter, pageSize: FEED_PAGE_SIZE }],
    queryFn: ({ pageParam, signal }) => api.call(pageContentList, { ...filter, pageNo: pageParam, pageSize: FEED_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined;
    },
  });
}

const day = (iso: string) => iso.slice(0, 10);

function FeedRow({ item }: { item: FeedItem }) {
  return (
    <li className="home-feed__item">
      <AppLink to={item.link} className="home-feed__link">
        <img className="home-feed__img" src={item.image} alt="" width={96} height={72} loading="lazy" decoding="async" />
        <span className="home-feed__body">
          <span className="home-feed__title">{item.title}</span>
          <span className="home-feed__summary">{item.summary}</span>
          <span className="home-feed__meta">
            {item.tag && <span className="home-feed__tag">{item.tag}</span>}
            <time dateTime={item.publishedAt}>{day(item.publishedAt)}</time>
          </span>
        </span>
      </AppLink>
    </li>
  );
}

/** The feed as a list with skeleton, empty, error-with-retry and infinite scroll. */
export function ContentFeed({ feed, title = '最新动态' }: { feed: ReturnType<typeof useContentFeed>; title?: string }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${FEED_TRIGGER_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const items = feed.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className="home-block" aria-labelledby="home-feed-title">
      <h2 id="home-feed-title" className="home-block__title">
        {title}
      </h2>
      {feed.isPending && <Skeleton rows={3} />}
      {feed.isError && items.length === 0 && <ErrorState error={feed.error} onRetry={() => void feed.refetch()} />}
      {feed.isSuccess && items.length === 0 && <EmptyState />}
      {items.length > 0 && (
        <ul className="home-feed">
          {items.map((item) => (
            <FeedRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      <div ref={sentinel} className="home-feed__sentinel" />
      {isFetchingNextPage && <p className="home-feed__more">加载中…</p>}
      {feed.isFetchNextPageError && (
        <p className="home-feed__more">
          加载失败，
          <button type="button" className="home-link-button" onClick={() => void fetchNextPage()}>
            点击重试
          </button>
        </p>
      )}
      {feed.isSuccess && !hasNextPage && items.length > 0 && <p className="home-feed__more">没有更多了</p>}
    </section>
  );
}
