import { errorMessage, order } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { confirmDialog, Countdown, formatFen, toast } from '@tongxin/ui';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { NEEDS_WECHAT, useCheckout } from '../../../components/checkout';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { checkoutLinks } from '../../../lib/links/checkout-links';
import { orderLinks } from '../../../lib/links/order-links';
import '../checkout.css';

export { NEEDS_WECHAT };

/**
 * /app/pay/order and /app/pay/detail?orderId: the cashier of a waiting order — what to pay, the
 * countdown to its automatic cancellation (on the server's clock), pay through the tenant's route
 * (checkPartner) and the WeChat bridge, or cancel. After the bridge's ok, paySuccess confirms
 * with the server. 找好友代付 shares the order for a friend to pay (order/buyShare); 取消订单 asks first.
 */
export function Component() {
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  const { iid } = useMemberSession();
  const navigate = useAppNavigate();
  const detail = useRead(memberScope, order.payDetail, { orderId }, { enabled: orderId !== '' });
  const cancel = useWrite(memberScope, order.updateStatus, { invalidates: [order.payDetail, order.list, order.detail] });
  // The success page waits for the provider's notify.
  const checkout = useCheckout({ reloads: [order.payDetail], onBridgeOk: () => navigate(checkoutLinks.success({ orderId, iid }), { replace: true }) });
  const { canPay } = checkout;
  const paying = checkout.busy;
  const problem = checkout.phase.kind === 'stopped' ? checkout.phase.message : null;

  /** Cancels the order once the member confirms it (a stray tap keeps it). */
  async function cancelOrder() {
    if (!(await confirmDialog({ title: '提示', message: '确定取消这个订单吗？' }))) return;
    try {
      await cancel.mutateAsync({ orderId, status: order.STATUS_ACTION.cancel });
      toast.success('订单已取消');
    } catch (error) {
      toast.fail(errorMessage(error));
    }
  }

  if (!orderId) {
    return (
      <MemberPage title="收银台">
        <EmptyState description="缺少订单号，请从订单列表进入" />
      </MemberPage>
    );
  }
  const d = detail.data;
  const offset = d ? Date.parse(d.serverTime) - Date.now() : 0;
  return (
    <MemberPage title="收银台">
      {detail.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={detail.refetch} />
      ) : d ? (
        <>
          <section className="tx-card pay-cashier" aria-label="支付金额">
            <p className="tx-muted">{d.title}</p>
            <p className="pay-amount">{formatFen(d.payFen)}</p>
            {d.status === order.ORDER_STATUS.waitingPayment && d.expiresAt ? (
              <p>
                <Countdown deadline={d.expiresAt} offset={offset} prefix="剩余支付时间" onEnd={() => void detail.refetch()} />
                <span className="tx-muted"> 后订单自动取消</span>
              </p>
            ) : null}
            {order.isPaidStatus(d.status) ? <p role="status">订单已支付</p> : null}
            {d.status !== order.ORDER_STATUS.waitingPayment && !order.isPaidStatus(d.status) ? <p role="alert">订单已取消或已超时，请重新下单</p> : null}
            {!canPay && d.status === order.ORDER_STATUS.waitingPayment ? <p role="alert">{NEEDS_WECHAT}</p> : null}
            {problem ? <p role="alert">{problem}</p> : null}
          </section>
          {d.status === order.ORDER_STATUS.waitingPayment ? (
            <div className="pay-actions">
              <Button block round type="primary" loading={paying} disabled={paying || !canPay} onClick={() => void checkout.pay(orderId)}>
                {problem ? '重新支付' : `微信支付 ${formatFen(d.payFen)}`}
              </Button>
              <AppLink to={orderLinks.buyShare({ orderId, iid })} className="pay-done-link pay-share-link">
                找好友代付
              </AppLink>
              <Button block round disabled={cancel.isPending} onClick={() => void cancelOrder()}>
                取消订单
              </Button>
            </div>
          ) : (
            <AppLink to={orderLinks.detail({ orderId, iid })} className="pay-done-link">
              查看订单
            </AppLink>
          )}
        </>
      ) : null}
    </MemberPage>
  );
}
