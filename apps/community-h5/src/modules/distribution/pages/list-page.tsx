import { distribution } from '@tongxin/api-client';
import { useList } from '@tongxin/api-client/react';
import { ScrollTabs } from '@tongxin/ui';
import { useState } from 'react';
import { MemberPage, PagedList } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { ChildRow } from '../components/child-row';
import '../distribution.css';

const TABS = [
  { name: 'all', title: '全部' },
  { name: 0, title: '审核中' },
  { name: 1, title: '正常' },
  { name: 2, title: '未通过' },
  { name: 3, title: '已取消' },
] as const;

/** /app/account/distr/list — every direct child with its status. */
export function Component() {
  const [tab, setTab] = useState<string | number>('all');
  const pages = useList(memberScope, distribution.childList, { level: 1, ...(typeof tab === 'number' ? { status: tab } : {}) });
  return (
    <MemberPage title="下级列表">
      <ScrollTabs tabs={TABS} active={tab} onChange={(name) => setTab(name)} label="按状态筛选">
        <PagedList label="下级列表" list={pages} empty="暂无推广人数" rowKey={(c) => c.id} renderRow={(c) => <ChildRow child={c} />} />
      </ScrollTabs>
    </MemberPage>
  );
}
