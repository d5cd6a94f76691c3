/*
 * Shared parts of the member's own pages (account, address, collection, mall address, order):
 * list states, the paged list, form drafts and the page frame. The field, the states and the page
 * frame are @tongxin/ui's (one copy for both apps); MemberPage is its PageLayout under the name
 * the member pages already use.
 */
export {
  DRAFT_PREFIX,
  EmptyState,
  ErrorState,
  Field,
  LoadingSkeleton,
  PageLayout as MemberPage,
  useDraft,
  type FieldProps,
  type PageLayoutProps as MemberPageProps,
} from '@tongxin/ui';
export { MissingParams } from './missing-params';
export { PagedList, type PagedListProps } from '../paged-list';
export { PULL_TEXTS } from '../pull-texts';
