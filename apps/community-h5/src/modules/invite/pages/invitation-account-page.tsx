import { invite } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatDate } from '@tongxin/ui';
import { AppLink } from '../../../components/app-link';
import { ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { Avatar, CodeCard, GetCodeButton } from '../invite-parts';
import { inviteLinks } from '../../../lib/links/invite-links';
import '../invite.css';

/**
 * /app/account/invitation-account: the member's account — who invited them (and as what), how
 * many they invited, and their open codes of each kind.
 */
export function Component() {
  const { iid } = useMemberSession();
  const account = useRead(memberScope, invite.account, {});
  if (account.isPending) return <MemberPage title="邀请账号"><LoadingSkeleton rows={3} /></MemberPage>;
  if (account.isError) return <MemberPage title="邀请账号"><ErrorState error={account.error} onRetry={account.refetch} /></MemberPage>;
  const { me, parent, children, codes } = account.data;
  return (
    <MemberPage title="邀请账号">
      <section className="iv-card iv-row" aria-label="我的账号">
        <Avatar src={me.headImg} />
        <div className="iv-grow">
          <h2>{me.nickName}</h2>
          <p className="tx-muted">
            {parent ? `${parent.nickName} 邀请的${invite.KIND_LABEL[parent.kind]}` : '还没有邀请人'}
          </p>
        </div>
        {parent ? null : <AppLink to={inviteLinks.bind()}>填写邀请码</AppLink>}
      </section>
      <AppLink to={inviteLinks.subaccount()} className="iv-row">
        <span className="iv-grow">我的子账号</span>
        <strong data-testid="children-count">{children}</strong>人 ›
      </AppLink>
      {invite.CODE_KINDS.map((kind) => {
        const code = codes.find((c) => c.kind === kind);
        return code ? (
          <div key={kind}>
            <CodeCard code={code} iid={iid} />
            <p className="tx-muted">有效期至 {formatDate(code.expiresAt, 3)}</p>
          </div>
        ) : (
          <section key={kind} className="iv-card" aria-label={`${invite.KIND_LABEL[kind]}邀请码`}>
            <p>邀请{invite.KIND_LABEL[kind]}</p>
            <GetCodeButton kind={kind} />
          </section>
        );
      })}
    </MemberPage>
  );
}
