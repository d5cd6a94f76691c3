import { invite } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { OpenCode } from '../invite-parts';
import { inviteLinks } from '../../../lib/links/invite-links';
import '../invite.css';

/** /app/account/invitation: invite a friend — the member's open sub-account code, its QR code and link. */
export function Component() {
  const account = useRead(memberScope, invite.account, {});
  return (
    <MemberPage title="邀请好友">
      <OpenCode account={account} kind="sub" intro="邀请好友成为您的子账号，每邀请一位好友都可获得奖励。" />
      <nav className="iv-links" aria-label="邀请">
        <AppLink to={inviteLinks.gifts()}>邀请奖励</AppLink>
        <AppLink to={inviteLinks.subaccount()}>我邀请的人（{account.data?.children ?? 0}）</AppLink>
      </nav>
    </MemberPage>
  );
}
