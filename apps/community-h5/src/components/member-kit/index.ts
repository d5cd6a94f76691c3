/*
 * Shared parts of the member's own pages (account, address, collection, mall address, order):
 * list states, the paged list, form drafts and the page frame.
 */
export { LOGIN_PATH, loginPath } from '../../lib/links';
export { RESEND_SECONDS, useCountdown } from './countdown';
export { DRAFT_PREFIX, useDraft } from '@tongxin/ui';
export { Field, type FieldProps } from './field';
export { MemberPage, type MemberPageProps } from './page';
export { PagedList, type PagedListProps } from '../paged-list';
export { PULL_TEXTS } from '../pull-texts';
export { EmptyState, ErrorState, LoadingSkeleton } from '../states';
