import { errorMessage, invite } from '@tongxin/api-client';
import { useList, useWrite } from '@tongxin/api-client/react';
import { formatDate, toast } from '@tongxin/ui';
import { Button, Dialog } from 'react-vant';
import { AppLink } from '../../../components/app-link';
import { MemberPage, PagedList } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { Avatar } from '../invite-parts';
import { inviteLinks } from '../../../lib/links/invite-links';
import '../invite.css';

/** /app/account/subaccount: the members bound with the member's codes, newest first; each can be unbound (confirmed). */
export function Component() {
  const list = useList(memberScope, invite.children, {});
  const remove = useWrite(memberScope, invite.removeChild, { invalidates: [invite.children, invite.account, invite.gifts] });
  return (
    <MemberPage title="子账号" side={<AppLink to={inviteLinks.invitation()}>邀请</AppLink>}>
      <PagedList
        label="子账号"
        list={list}
        empty="还没有子账号，邀请好友填写您的邀请码吧"
        rowKey={(c) => c.userId}
        renderRow={(c) => (
          <div className="iv-row">
            <Avatar src={c.headImg} />
            <div className="iv-grow">
              <h3>{c.nickName}</h3>
              <p className="tx-muted">
                {invite.KIND_LABEL[c.kind]} · {c.mobile} · {formatDate(c.boundAt, 2)} 加入
              </p>
            </div>
            <Button
              size="small"
              aria-label={`解除${c.nickName}`}
              onClick={() =>
                void Dialog.confirm({ title: '解除子账号', message: `确定解除与${c.nickName}的绑定吗？解除后对方可绑定其他邀请人。` })
                  .then(() => remove.mutate({ userId: c.userId }, { onSuccess: () => toast.success('已解除'), onError: (e) => toast.fail(errorMessage(e)) }))
                  .catch(() => undefined)
              }
            >
              解除
            </Button>
          </div>
        )}
      />
    </MemberPage>
  );
}
