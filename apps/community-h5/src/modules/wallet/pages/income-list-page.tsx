import { wallet } from '@tongxin/api-client';
import { useList } from '@tongxin/api-client/react';
import { formatDate, formatFen, ScrollTabs } from '@tongxin/ui';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { MemberPage, PagedList } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { walletLinks } from '../../../lib/links/wallet-links';
import '../wallet.css';

const C = wallet.CREDIT_STATUS;
const TABS = [
  { name: 'all', title: '全部' },
  { name: C.pending, title: '待结算' },
  { name: C.available, title: '已结算' },
  { name: C.reversed, title: '已失效' },
] as const;

/** /app/wallet/incomeList — every commission with its order, amount and state. */
export function Component() {
  const [tab, setTab] = useState<string | number>('all');
  const pages = useList(memberScope, wallet.incomeList, typeof tab === 'number' ? { status: tab } : {});
  return (
    <MemberPage title="收益明细">
      <ScrollTabs tabs={TABS} active={tab} onChange={(name) => setTab(name)} label="收益状态">
        <PagedList
          label="收益明细"
          list={pages}
          empty="暂无收益，去分享商品赚佣金吧"
          rowKey={(c) => c.id}
          renderRow={(c) => (
            <AppLink className="wallet-row" to={walletLinks.incomeDetail({ id: c.id })}>
              <div>
                <p>
                  推广订单佣金 — {c.title}
                </p>
                <p className="wallet-muted">
                  {c.level === 1 ? '直接推广' : '团队推广'} · {formatDate(c.createdAt, 3)}
                </p>
              </div>
              <div>
                {c.status === C.reversed ? (
                  <p className="wallet-minus">
                    <del>+{formatFen(c.amountFen)}</del>
                  </p>
                ) : (
                  <p className="wallet-plus">+{formatFen(c.amountFen - c.reversedFen)}</p>
                )}
                {c.reversedFen > 0 ? <p className="wallet-muted">已扣回 {formatFen(c.reversedFen)}</p> : null}
                <p className="wallet-chip" data-status={c.status}>
                  {wallet.CREDIT_STATUS_TEXT[c.status]}
                </p>
              </div>
            </AppLink>
          )}
        />
      </ScrollTabs>
    </MemberPage>
  );
}
