import { distribution } from '@tongxin/api-client';
import { useList } from '@tongxin/api-client/react';
import { formatDate, formatFen, ScrollTabs } from '@tongxin/ui';
import { useState } from 'react';
import { MemberPage, PagedList } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import '../distribution.css';

const TABS = [
  { name: 'all', title: '全部粉丝' },
  { name: 'active', title: '绑定中' },
] as const;

/** /app/account/distr/attention — the fans bound to the distributor, with when the binding ends. */
export function Component() {
  const [tab, setTab] = useState<string | number>('all');
  const pages = useList(memberScope, distribution.fansList, tab === 'active' ? { active: true } : {});
  return (
    <MemberPage title="我的粉丝">
      <ScrollTabs tabs={TABS} active={tab} onChange={(name) => setTab(name)} label="粉丝筛选">
        <PagedList
          label="粉丝列表"
          list={pages}
          empty="暂无粉丝，分享邀请海报让好友绑定吧"
          rowKey={(f) => f.userId}
          renderRow={(f) => (
            <div className="dis-row">
              <div>
                <p>
                  {f.nickName} <span className="dis-status">{f.mobile}</span>
                </p>
                <p className="dis-status">绑定时间 {formatDate(f.boundAt, 3)}</p>
                <p className="dis-status">
                  {f.expired ? '已过期' : '过期时间'} {formatDate(f.expiresAt, 3)}
                </p>
              </div>
              <p className="dis-status">{f.orders > 0 ? `已下单 ${f.orders} 笔 · ${formatFen(f.amountFen)}` : '未下单'}</p>
            </div>
          )}
        />
      </ScrollTabs>
    </MemberPage>
  );
}
