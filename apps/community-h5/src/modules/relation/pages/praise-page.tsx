import { relation } from '@tongxin/api-client';
import { useList } from '@tongxin/api-client/react';
import { formatDate } from '@tongxin/ui';
import { AppLink } from '../../../components/app-link';
import { MemberPage, PagedList } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { relationLinks } from '../../../lib/links/relation-links';
import '../relation.css';

/** Who praised the member (relation/praise), newest first. */
export function Component() {
  const list = useList(memberScope, relation.praises, {});
  return (
    <MemberPage title="收到的赞">
      <PagedList
        list={list}
        label="点赞列表"
        empty="还没有收到赞，完善资料让更多人认识你"
        rowKey={(r) => r.id}
        renderRow={(r) => (
          <div className="relation-row">
            <AppLink to={relationLinks.detail({ id: r.from.memberId })}>{r.from.nickName}</AppLink>
            <small>{formatDate(r.createdAt, 3)} 赞了你</small>
          </div>
        )}
      />
    </MemberPage>
  );
}
