import { useList } from '@tongxin/api-client/react';
import { memberScope } from '../../../components/scopes';
import { point } from '@tongxin/api-client';
import { formatDate } from '@tongxin/ui';
import { MemberPage, PagedList } from '../../../components/member-kit';
import '../point.css';

/** Every change of the balance, newest first. */
export function Component() {
  const pages = useList(memberScope, point.transactions, {});
  return (
    <MemberPage title="积分明细">
      <PagedList
        label="积分明细"
        list={pages}
        empty="暂无积分记录"
        rowKey={(t) => t.id}
        renderRow={(t) => (
          <div className="point-row">
            <div>
              <p>{t.title}</p>
              <p className="tx-muted">{formatDate(t.createdAt, 3)}</p>
            </div>
            <span className={t.amount >= 0 ? 'point-plus' : 'point-minus'}>
              {t.amount >= 0 ? `+${t.amount}` : t.amount}
            </span>
          </div>
        )}
      />
    </MemberPage>
  );
}
