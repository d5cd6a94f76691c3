import { wallet } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatFen, QueryView } from '@tongxin/ui';
import { AppLink } from '../../../components/app-link';
import { LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { walletLinks } from '../../../lib/links/wallet-links';
import '../wallet.css';

/** /app/wallet/index — available, pending and withdrawn amounts, each the ledger's sum. */
export function Component() {
  const summary = useRead(memberScope, wallet.summary, {});
  return (
    <MemberPage title="我的钱包">
      <QueryView query={summary} isEmpty={() => false} loading={<LoadingSkeleton rows={3} />}>
        {(s) => (
          <section className="wallet-hero" aria-label="余额">
            <p>可提现(元)</p>
            <p className="wallet-big" data-testid="wallet-available">
              {formatFen(s.availableFen)}
            </p>
            <div className="wallet-grid">
              <p>
                <strong data-testid="wallet-pending">{formatFen(s.pendingFen)}</strong>
                <span>冻结中</span>
              </p>
              <p>
                <strong data-testid="wallet-frozen">{formatFen(s.frozenFen)}</strong>
                <span>提现中</span>
              </p>
              <p>
                <strong data-testid="wallet-withdrawn">{formatFen(s.withdrawnFen)}</strong>
                <span>累计已提</span>
              </p>
            </div>
            <p>
              每笔佣金的冻结期为{Math.round((s.rules.settleSeconds / 86_400) * 10) / 10}天，到期后可提现 · 累计收入 {formatFen(s.totalIncomeFen)}
            </p>
            {s.availableFen < 0 ? <p role="status">因订单退款扣回佣金，可提现余额为负，后续佣金将优先抵扣</p> : null}
            <AppLink className="wallet-withdraw" to={walletLinks.withdraw()}>
              提现
            </AppLink>
          </section>
        )}
      </QueryView>
      <nav className="wallet-card wallet-links" aria-label="钱包菜单">
        <AppLink to={walletLinks.incomeList()}>收益明细</AppLink>
        <AppLink to={walletLinks.withdrawList()}>提现记录</AppLink>
        <AppLink to={walletLinks.payAccount()}>收款账户</AppLink>
        <AppLink to={walletLinks.discountCode()}>优惠码</AppLink>
      </nav>
    </MemberPage>
  );
}
