/*
 * Shared parts of the member's own pages (account, address, collection, mall address, order):
 * session-aware call hooks, list states, the paged list, form drafts and the page frame.
 */
export { LOGIN_PATH, loginPath } from '../../lib/links';
export {
  memberClient,
  memberKey,
  useMemberMutation,
  useMemberPages,
  useMemberQuery,
  useMemberScope,
  useRefetchCalls,
  useRequireMember,
  useTenantQuery,
  type RowOf,
} from './api';
export { DRAFT_PREFIX, useDraft } from './draft';
export { Field, type FieldProps } from './field';
export { MemberPage, type MemberPageProps } from './page';
export { PagedList, PULL_TEXTS, type PagedListProps } from '../paged-list';
export { EmptyState, ErrorState, LoadingSkeleton } from '../states';
