import { errorMessage, order } from '@tongxin/api-client';
import { useWrite } from '@tongxin/api-client/react';
import { confirmDialog, toast } from '@tongxin/ui';
import { Button } from 'react-vant';
import { AppLink } from '../../components/app-link';
import { memberScope } from '../../components/scopes';
import { checkoutLinks } from '../../lib/links/checkout-links';
import { orderLinks } from '../../lib/links/order-links';

/** What is given, not bought to be used or reviewed: a crowdfunding support and a tip. */
const GIFTS = new Set<number>([order.BUSINESS_TYPE.crowdfunding, order.BUSINESS_TYPE.tip]);
/** What is never shown at a counter: a vip card works by itself. */
const NO_CODE = new Set<number>([order.BUSINESS_TYPE.vip]);

/**
 * What the buyer may do with an order, by its status and business type: pay or cancel it, see
 * the parcel and confirm receipt (shipped only: a stay never is), comment (not a gift), show the
 * code (what is used in person: not a parcel, not a gift).
 */
export function OrderActions({ current, iid }: { current: Pick<order.OrderDetail, 'orderId' | 'status' | 'businessType' | 'transportNumber' | 'refundState' | 'commented' | 'delivery'>; iid: number }) {
  const update = useWrite(memberScope, order.updateStatus, { invalidates: [order.list, order.detail, order.payDetail] });
  const { waitingPayment, shipped } = order.ORDER_STATUS;
  const act = async (status: number, ask: string, done: string) => {
    if (!(await confirmDialog({ title: '提示', message: ask }))) return;
    try {
      await update.mutateAsync({ orderId: current.orderId, status });
      toast.success(done);
    } catch (error) {
      toast.fail(errorMessage(error));
    }
  };
  const links: { to: string; label: string }[] = [];
  if (current.status === waitingPayment) links.push({ to: checkoutLinks.order({ orderId: current.orderId, iid }), label: '去支付' });
  if (current.transportNumber) links.push({ to: orderLinks.ems({ orderId: current.orderId, iid }), label: '查看物流' });
  if (order.isPaidStatus(current.status) && current.refundState === order.REFUND_STATE.none) {
    const gift = GIFTS.has(current.businessType);
    if (!gift && !NO_CODE.has(current.businessType) && current.delivery !== true) links.push({ to: orderLinks.used({ orderId: current.orderId, iid }), label: '核销码' });
    if (!gift && current.commented === false) links.push({ to: orderLinks.comment({ orderId: current.orderId, iid }), label: '评价' });
  }
  return (
    <div className="order-actions" role="group" aria-label="订单操作">
      {current.status === waitingPayment ? (
        <Button size="small" round disabled={update.isPending} onClick={() => void act(order.STATUS_ACTION.cancel, '确定取消这个订单吗？', '订单已取消')}>
          取消订单
        </Button>
      ) : null}
      {current.status === shipped ? (
        <Button size="small" round type="primary" disabled={update.isPending} onClick={() => void act(order.STATUS_ACTION.confirmReceipt, '确认已收到商品吗？', '已确认收货')}>
          确认收货
        </Button>
      ) : null}
      {links.map((l) => (
        <AppLink key={l.label} to={l.to} className="order-action-link">
          {l.label}
        </AppLink>
      ))}
    </div>
  );
}
