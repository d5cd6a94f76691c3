import { point } from '@tongxin/api-client';
import { formatDate } from '@tongxin/ui';
import { MemberPage, PagedList, useMemberPages, useRequireMember } from '../../../components/member-kit';
import '../point.css';

/** Every change of the balance, newest first. */
export function Component() {
  const signedIn = useRequireMember();
  const pages = useMemberPages(point.transactions, {});
  if (!signedIn) return null;
  return (
    <MemberPage title="积分明细">
      <PagedList
        label="积分明细"
        rows={pages.rows}
        isPending={pages.isPending}
        error={pages.error}
        hasNextPage={pages.hasNextPage}
        fetchNextPage={pages.fetchNextPage}
        refetch={pages.refetch}
        empty="暂无积分记录"
        rowKey={(t) => t.id}
        renderRow={(t) => (
          <div className="point-row">
            <div>
              <p>{t.title}</p>
              <p className="member-muted">{formatDate(t.createdAt, 3)}</p>
            </div>
            <span className={t.amount >= 0 ? 'point-plus' : 'point-minus'}>{t.amount >= 0 ? `+${t.amount}` : t.amount}</span>
          </div>
        )}
      />
    </MemberPage>
  );
}
