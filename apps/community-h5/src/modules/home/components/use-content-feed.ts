import { useList } from '@tongxin/api-client/react';
import { home } from '@tongxin/api-client';
import { publicScope } from '../../../components/scopes';

/** Spec §9: page content pageSize 5 (infinite scroll 80px before the bottom: the paged list). */
export const FEED_PAGE_SIZE = 5;

export interface FeedFilter {
  iid: number;
  isNew?: number;
  topic?: number;
}

/** The paged content feed (pageContent/list). */
export function useContentFeed(filter: FeedFilter) {
  return useList(publicScope, home.feed, filter, { pageSize: FEED_PAGE_SIZE });
}
