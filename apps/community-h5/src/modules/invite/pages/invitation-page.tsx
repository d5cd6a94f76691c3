import { invite } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { AppLink } from '../../../components/app-link';
import { ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { paths } from '../../../lib/links';
import { CodeCard, GetCodeButton } from '../invite-parts';
import '../invite.css';

/** /app/account/invitation: invite a friend — the member's open sub-account code, its QR code and link. */
export function Component() {
  const { iid } = useMemberSession();
  const account = useRead(memberScope, invite.account, {});
  const code = account.data?.codes.find((c) => c.kind === 'sub');
  return (
    <MemberPage title="邀请好友">
      {account.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : account.isError ? (
        <ErrorState error={account.error} onRetry={account.refetch} />
      ) : code ? (
        <CodeCard code={code} iid={iid} />
      ) : (
        <section className="iv-card">
          <p>邀请好友成为您的子账号，每邀请一位好友都可获得奖励。</p>
          <GetCodeButton kind="sub" />
        </section>
      )}
      <nav className="iv-links" aria-label="邀请">
        <AppLink to={paths.invitationGifts()}>邀请奖励</AppLink>
        <AppLink to={paths.subaccount()}>我邀请的人（{account.data?.children ?? 0}）</AppLink>
      </nav>
    </MemberPage>
  );
}
