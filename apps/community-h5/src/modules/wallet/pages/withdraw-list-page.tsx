import { wallet } from '@tongxin/api-client';
import { useList } from '@tongxin/api-client/react';
import { formatDate, formatFen } from '@tongxin/ui';
import { AppLink } from '../../../components/app-link';
import { MemberPage, PagedList } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { withdrawalStatusText } from '../status';
import { walletLinks } from '../../../lib/links/wallet-links';
import '../wallet.css';

/** /app/wallet/withdrawList — the member's withdrawals, newest first. */
export function Component() {
  const pages = useList(memberScope, wallet.withdrawList, {});
  return (
    <MemberPage title="提现记录">
      <PagedList
        label="提现记录"
        list={pages}
        empty="暂无提现记录"
        rowKey={(w) => w.id}
        renderRow={(w) => (
          <AppLink className="wallet-row" to={walletLinks.withdrawProgress({ id: w.id })}>
            <div>
              <p>提现至{w.destination}</p>
              <p className="wallet-muted">{formatDate(w.createdAt, 3)}</p>
            </div>
            <div>
              <p className="wallet-minus">{formatFen(w.amountFen)}</p>
              <p className="wallet-chip">{withdrawalStatusText(w)}</p>
            </div>
          </AppLink>
        )}
      />
    </MemberPage>
  );
}
