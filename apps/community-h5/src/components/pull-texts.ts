/**
 * Pull-to-refresh texts of every list and page: a file of their own, so a page that pulls to
 * refresh as a whole (PageRefresh, on the home's first screen) does not load the paged list.
 */
export const PULL_TEXTS = {
  pullingText: '下拉刷新',
  loosingText: '释放刷新',
  loadingText: '刷新中…',
  successText: '已刷新',
} as const;
