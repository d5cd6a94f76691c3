import { invite } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useSearchParams } from 'react-router-dom';
import { MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { BindForm } from '../bind-form';
import { OpenCode } from '../invite-parts';
import '../invite.css';

/**
 * /app/invitation/actseller/:iid?code: an invitation to sell the tenant's activities. Opened with
 * someone's code: take it (确认绑定). Opened without one: the member's own activity seller code
 * to hand out.
 */
export function Component() {
  const [search] = useSearchParams();
  const withCode = Boolean(search.get('code'));
  const account = useRead(memberScope, invite.account, {}, { enabled: !withCode });
  return withCode ? (
    <MemberPage title="活动销售邀请">
      <BindForm intro="绑定邀请码后，您将成为邀请人的活动销售，推广组织的活动。" />
    </MemberPage>
  ) : (
    <MemberPage title="邀请活动销售">
      <OpenCode account={account} kind="actseller" intro="邀请好友成为您的活动销售，一起推广组织的活动。" />
    </MemberPage>
  );
}
