import { writeoff } from '@tongxin/api-client';
import { useList } from '@tongxin/api-client/react';
import { MemberPage, PagedList } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { RecordRow } from '../parts';
import '../writeoff.css';

/** /app/vipWriteOff/:iid/record/list: the merchant's write-offs, newest first. */
export function Component() {
  const list = useList(memberScope, writeoff.records, {});
  return (
    <MemberPage title="核销记录">
      <PagedList label="核销记录" list={list} empty="暂无核销记录" rowKey={(r) => r.id} renderRow={(r) => <RecordRow record={r} side="merchant" />} />
    </MemberPage>
  );
}
