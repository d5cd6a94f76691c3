import { order } from '@tongxin/api-client';
import { invalidateCalls, useRead } from '@tongxin/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { formatFen } from '@tongxin/ui';
import { useEffect, useState } from 'react';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { checkoutLinks } from '../../../lib/links/checkout-links';
import { orderLinks } from '../../../lib/links/order-links';
import '../checkout.css';

/** How often the page asks the server, and after how many asks it asks the member instead. */
export const POLL_MS = 1500;
export const POLLS_BEFORE_ASKING = 6;

/**
 * /app/pay/paySuccess?orderId: after the bridge's ok, reads the order until the server has the
 * provider's notify, then offers the order. After a few reads without it, it asks whether the
 * member has paid: 已完成支付 reads again, 支付遇到问题 goes back to the cashier.
 */
export function Component() {
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  const { iid } = useMemberSession();
  const queryClient = useQueryClient();
  const [polls, setPolls] = useState(0);
  const asking = polls >= POLLS_BEFORE_ASKING;
  const [paid, setPaid] = useState(false);
  const detail = useRead(memberScope, order.payDetail, { orderId }, { enabled: orderId !== '', refetchInterval: paid || asking ? false : POLL_MS });
  const nowPaid = detail.data ? order.isPaidStatus(detail.data.status) : false;
  if (nowPaid !== paid) setPaid(nowPaid);
  const { dataUpdatedAt } = detail;
  useEffect(() => {
    if (dataUpdatedAt > 0) setPolls((n) => n + 1);
  }, [dataUpdatedAt]);
  useEffect(() => {
    if (paid) void invalidateCalls(queryClient, [order.list, order.detail]);
  }, [paid, queryClient]);

  if (!orderId) {
    return (
      <MemberPage title="支付结果">
        <EmptyState description="缺少订单号，请从订单列表查看" />
      </MemberPage>
    );
  }
  return (
    <MemberPage title="支付结果">
      {detail.isPending ? (
        <LoadingSkeleton rows={2} />
      ) : detail.isError && !detail.data ? (
        <ErrorState error={detail.error} onRetry={detail.refetch} />
      ) : paid && detail.data ? (
        <section className="tx-card pay-result" aria-label="支付结果">
          <h2>支付成功</h2>
          <p>
            {detail.data.title}，实付 {formatFen(detail.data.payFen)}
          </p>
          <AppLink to={orderLinks.detail({ orderId, iid })} className="pay-done-link">
            查看订单
          </AppLink>
          <AppLink to={orderLinks.list({ iid })} className="checkout-link">
            我的订单
          </AppLink>
        </section>
      ) : asking ? (
        <section className="tx-card pay-result" aria-label="支付结果">
          <h2>是否已完成支付？</h2>
          <p className="tx-muted">支付结果还未到达，请确认</p>
          <Button
            block
            round
            type="primary"
            onClick={() => {
              setPolls(0);
              void detail.refetch();
            }}
          >
            已完成支付
          </Button>
          <AppLink to={checkoutLinks.order({ orderId, iid })} className="checkout-link">
            支付遇到问题，返回收银台
          </AppLink>
        </section>
      ) : (
        <section className="tx-card pay-result" aria-live="polite" aria-label="支付结果">
          <h2>正在确认支付结果…</h2>
          <LoadingSkeleton rows={1} />
        </section>
      )}
    </MemberPage>
  );
}
