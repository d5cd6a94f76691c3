import { wallet } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { formatDate, formatFen, QueryView } from '@tongxin/ui';
import { Button } from 'react-vant';
import { AppLink } from '../../../components/app-link';
import { LoadingSkeleton } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { walletLinks } from '../../../lib/links/wallet-links';

/** How many of the latest notices the centre shows; the rest are in the income list. */
const LATEST = 5;

/**
 * The distributor's order notices (wallet.notices): an order through their link was paid
 * (commission pending), a commission settled, or a refund took it back. The latest few, each
 * to its income detail, with the unread count and 全部已读.
 */
export function CommissionNotices() {
  const notices = useRead(memberScope, wallet.notices, { pageSize: LATEST });
  const read = useWrite(memberScope, wallet.noticesRead, { invalidates: [wallet.notices] });
  const unread = notices.data?.unread ?? 0;
  return (
    <section className="dis-card dis-notices" aria-labelledby="dis-notices-title">
      <header>
        <h2 id="dis-notices-title">
          订单通知
          {unread > 0 ? (
            <span className="dis-notices-unread" aria-label={`${unread}条未读`}>
              {unread}
            </span>
          ) : null}
        </h2>
        {unread > 0 ? (
          <Button size="mini" plain round loading={read.isPending} disabled={read.isPending} onClick={() => read.mutate({})}>
            全部已读
          </Button>
        ) : null}
      </header>
      <QueryView query={notices} loading={<LoadingSkeleton rows={2} />} isEmpty={(n) => n.list.length === 0} empty="还没有订单通知，分享商品给好友，下单后这里会告诉您">
        {(n) => (
          <ul>
            {n.list.map((x) => (
              <li key={x.id} data-read={x.read ? 'true' : 'false'}>
                <AppLink to={walletLinks.incomeDetail({ id: x.creditId })}>
                  <span className="dis-notice-kind">{wallet.NOTICE_KIND_TEXT[x.kind]}</span>
                  <span className="dis-notice-title">
                    {x.level === 2 ? '团队订单：' : ''}
                    {x.title}
                  </span>
                  <span className="dis-notice-amount" data-kind={x.kind}>
                    {x.kind === 'reversed' ? '-' : '+'}
                    {formatFen(x.amountFen)}
                  </span>
                  <time dateTime={x.createdAt}>{formatDate(x.createdAt, 3)}</time>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {notices.data && notices.data.total > LATEST ? (
        <AppLink className="dis-chip" to={walletLinks.incomeList()}>
          查看全部收益
        </AppLink>
      ) : null}
    </section>
  );
}
