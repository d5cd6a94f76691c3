import { EmptyState } from '@tongxin/ui';
import { AppLink } from '../app-link';
import { useMemberSession } from '../scopes';
import { homeLinks } from '../../lib/links/home-links';

/**
 * A page opened without what it needs (an id, a code in its link): says what is missing and
 * offers a way back to the tenant's home (the header's 返回 goes one step back), rather than a
 * skeleton that never ends or a call that can only fail.
 *
 * @example if (!code) return <MemberPage title="邀请队友"><MissingParams what="邀请码" /></MemberPage>;
 */
export function MissingParams({ what }: { what: string }) {
  const { iid } = useMemberSession();
  return (
    <EmptyState description={`链接缺少${what}，无法打开此页`}>
      <AppLink className="tx-retry" to={homeLinks.index({ iid })}>
        返回首页
      </AppLink>
    </EmptyState>
  );
}
