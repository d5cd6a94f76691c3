import { MemberPage } from '../../../components/member-kit';
import { BindForm } from '../bind-form';
import '../invite.css';

/** /app/invitation/bind?code: become the inviter's sub-account with their code (once; a code binds one member). */
export function Component() {
  return (
    <MemberPage title="绑定邀请码">
      <BindForm intro="填写好友给您的邀请码，绑定后成为TA的子账号。每个邀请码只能使用一次。" />
    </MemberPage>
  );
}
