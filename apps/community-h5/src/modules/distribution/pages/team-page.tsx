import { distribution } from '@tongxin/api-client';
import { useList, useRead } from '@tongxin/api-client/react';
import { ScrollTabs } from '@tongxin/ui';
import { useState } from 'react';
import { MemberPage, PagedList } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { ChildRow } from '../components/child-row';
import '../distribution.css';

const SORTS = [
  ['joined', '加入时间'],
  ['sales', '金额排序'],
  ['orders', '订单排序'],
] as const;
type Sort = (typeof SORTS)[number][0];

/** /app/account/distr/team — the first and second level of the team, searchable and sortable. */
export function Component() {
  const [level, setLevel] = useState(1);
  const [sortBy, setSortBy] = useState<Sort>('joined');
  // The search runs when the member submits it (搜索 or the keyboard's enter), not on every keystroke.
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const counts = useRead(memberScope, distribution.childCount, {});
  const pages = useList(memberScope, distribution.childList, { level, status: distribution.ROLE_STATUS.active, sortBy, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) });
  const tabs = [
    { name: 1, title: `一级(${counts.data?.level1 ?? 0})` },
    { name: 2, title: `二级(${counts.data?.level2 ?? 0})` },
  ];
  return (
    <MemberPage title="我的团队">
      <p className="dis-card">团队总人数 {(counts.data?.level1 ?? 0) + (counts.data?.level2 ?? 0)}</p>
      <ScrollTabs tabs={tabs} active={level} onChange={(name) => setLevel(Number(name))} label="团队层级">
        <form
          className="dis-sorts"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setKeyword(draft);
          }}
        >
          <input type="search" enterKeyHint="search" aria-label="搜索会员名称" placeholder="点击搜索会员名称" maxLength={20} value={draft} onChange={(e) => setDraft(e.target.value)} />
          <button type="submit">搜索</button>
        </form>
        <div className="dis-sorts" role="group" aria-label="排序">
          {SORTS.map(([key, title]) => (
            <button key={key} type="button" aria-pressed={sortBy === key} onClick={() => setSortBy(key)}>
              {title}
            </button>
          ))}
        </div>
        <PagedList label={level === 1 ? '一级成员' : '二级成员'} list={pages} empty="暂无推广人数" rowKey={(c) => c.id} renderRow={(c) => <ChildRow child={c} />} />
      </ScrollTabs>
    </MemberPage>
  );
}
