import { wallet } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatDate, formatFen, QueryView } from '@tongxin/ui';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import '../wallet.css';

const BUCKET = { pending: '冻结', available: '可提现', frozen: '提现中' } as const;

/** /app/wallet/incomeItemDetail?id= — one commission: its order, rate, amount, state and the ledger entries it made. */
export function Component() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useRead(memberScope, wallet.incomeDetail, { id }, { enabled: valid });
  return (
    <MemberPage title="收益详情">
      {!valid ? (
        <EmptyState description="缺少参数无法查看收益详情" />
      ) : (
        <QueryView query={detail} isEmpty={() => false} loading={<LoadingSkeleton rows={4} />}>
          {({ credit: c, entries }) => (
            <>
              <section className="wallet-card" aria-label="收益">
                <dl className="wallet-dl">
                  <dt>来源订单</dt>
                  <dd>{c.orderId}</dd>
                  <dt>商品</dt>
                  <dd>{c.title}</dd>
                  <dt>下单人</dt>
                  <dd>{c.buyer}</dd>
                  <dt>订单金额</dt>
                  <dd>{formatFen(c.orderFen)}</dd>
                  <dt>佣金比例</dt>
                  <dd>
                    {(c.rateBp / 100).toFixed(2)}%（{c.level === 1 ? '一级' : '二级'}）
                  </dd>
                  <dt>佣金</dt>
                  <dd>{formatFen(c.amountFen)}</dd>
                  {c.reversedFen > 0 ? (
                    <>
                      <dt>退款扣回</dt>
                      <dd>-{formatFen(c.reversedFen)}</dd>
                    </>
                  ) : null}
                  <dt>状态</dt>
                  <dd data-testid="income-status">{wallet.CREDIT_STATUS_TEXT[c.status]}</dd>
                  <dt>{c.settledAt ? '结算时间' : '预计结算'}</dt>
                  <dd>{formatDate(c.settledAt ?? c.settleAt, 3)}</dd>
                </dl>
                <p className="wallet-muted">返佣规则：订单支付后佣金冻结，退款期结束后转为可提现；订单退款时佣金相应扣回。</p>
              </section>
              <section className="wallet-card" aria-label="资金流水">
                <h2 className="wallet-muted">资金流水</h2>
                {entries.map((e) => (
                  <div key={e.id} className="wallet-row">
                    <p>
                      {e.title}
                      <br />
                      <span className="wallet-muted">
                        {BUCKET[e.bucket]} · {formatDate(e.createdAt, 3)}
                      </span>
                    </p>
                    <span className={e.amountFen >= 0 ? 'wallet-plus' : 'wallet-minus'}>
                      {e.amountFen >= 0 ? '+' : ''}
                      {formatFen(e.amountFen)}
                    </span>
                  </div>
                ))}
              </section>
            </>
          )}
        </QueryView>
      )}
    </MemberPage>
  );
}
