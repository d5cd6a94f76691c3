import { errorMessage, order } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { credentials } from '@tongxin/env-auth';
import { confirmDialog, Countdown, formatFen, toast } from '@tongxin/ui';
import { useState } from 'react';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { AUTHORIZE_FIRST, payOrder } from '../../../components/checkout';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { useSession } from '../../../lib/session';
import { PAY_TEXT } from '@tongxin/env-auth';
import { checkoutLinks } from '../../../lib/links/checkout-links';
import { orderLinks } from '../../../lib/links/order-links';
import '../checkout.css';

/** Outside WeChat there is no way to pay here. */
export const NEEDS_WECHAT = '请在微信中打开本页完成支付';

/**
 * /app/pay/order and /app/pay/detail?orderId: the cashier of a waiting order — what to pay, the
 * countdown to its automatic cancellation (on the server's clock), pay through the tenant's route
 * (checkPartner) and the WeChat bridge, or cancel. After the bridge's ok, paySuccess confirms
 * with the server. 找好友代付 shares the order for a friend to pay (order/buyShare); 取消订单 asks first.
 */
export function Component() {
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  const { iid, token } = useMemberSession();
  const navigate = useAppNavigate();
  const environment = useSession((s) => s.environment);
  const identity = useSession((s) => s.identity);
  const openId = identity?.openId ?? credentials.idsUser.read(iid)?.openid ?? null;
  const detail = useRead(memberScope, order.payDetail, { orderId }, { enabled: orderId !== '' });
  const cancel = useWrite(memberScope, order.updateStatus, { invalidates: [order.payDetail, order.list, order.detail] });
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const canPay = environment === 'wechat';

  async function pay() {
    if (!token || paying) return;
    if (!openId) {
      toast.warn(AUTHORIZE_FIRST);
      setProblem(AUTHORIZE_FIRST);
      return;
    }
    setPaying(true);
    setProblem(null);
    try {
      const result = await payOrder({ iid, token, orderId, openId });
      if (result === 'ok') {
        navigate(checkoutLinks.success({ orderId, iid }), { replace: true });
        return;
      }
      setProblem(PAY_TEXT[result]);
      if (result === 'cancel') toast.info(PAY_TEXT.cancel);
      else toast.fail(PAY_TEXT.fail);
    } catch (error) {
      const message = errorMessage(error) || PAY_TEXT.fail;
      toast.fail(message);
      setProblem(message);
      void detail.refetch();
    } finally {
      setPaying(false);
    }
  }

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
              <Button block round type="primary" loading={paying} disabled={paying || !canPay} onClick={() => void pay()}>
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
