import { useList } from '@tongxin/api-client/react';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { order } from '@tongxin/api-client';
import { Countdown, formatDate, formatFen, ScrollTabs } from '@tongxin/ui';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { MemberPage, PagedList } from '../../../components/member-kit';
import { ORDER_TABS, businessTypeLabel, orderStatusLabel, refundStateLabel } from '../order-text';
import { orderLinks } from '../../../lib/links/order-links';
import '../order.css';
import { OrderActions } from '../order-actions';
import { Picture } from '../../../components/picture';

const { ORDER_STATUS } = order;

function OrderCard({ order, iid }: { order: order.OrderSummary; iid: number }) {
  return (
    <article className="order-card-wrap" aria-label={order.title}>
    <AppLink className="order-card" to={orderLinks.detail({ orderId: order.orderId, iid })}>
      <div className="order-card-head">
        <span className="tx-muted">订单号 {order.orderId}</span>
        <span className="order-status">
          {orderStatusLabel(order.status)}
          {refundStateLabel(order.refundState) ? ` · ${refundStateLabel(order.refundState)}` : ''}
        </span>
      </div>
      <div className="order-goods">
        {order.image ? (
          <div className="order-thumb">
            <Picture src={order.image} alt="" ratio={80 / 60} radius={4} />
          </div>
        ) : null}
        <div>
          <h3>{order.title}</h3>
          <p className="tx-muted">
            <span className="order-tag">{businessTypeLabel(order.businessType)}</span>
            {formatDate(order.createdAt, 3)}
          </p>
        </div>
      </div>
      {order.status === ORDER_STATUS.waitingPayment && order.expiresAt ? (
        <p className="order-due">
          <Countdown deadline={order.expiresAt} prefix="剩余" /> 后自动取消
        </p>
      ) : null}
      <p className="order-total">
        共 {order.num} 件 合计 <strong>{formatFen(order.total)}</strong>
      </p>
    </AppLink>
    <OrderActions current={{ orderId: order.orderId, status: order.status, transportNumber: order.transportNumber ?? '', refundState: order.refundState ?? 0, commented: order.commented, businessType: order.businessType, delivery: order.delivery }} iid={iid} />
    </article>
  );
}

function OrderTab({ status, iid }: { status: number; iid: number }) {
  const pages = useList(memberScope, order.list, { status });
  return (
    <PagedList
      label="订单列表"
      list={pages}
      empty="暂无订单"
      rowKey={(o) => o.orderId}
      renderRow={(o) => <OrderCard order={o} iid={iid} />}
    />
  );
}

/** The member's orders by status; the tab is kept in the URL. */
export function Component() {
  const { iid } = useMemberSession();
  const [search, setSearch] = useSearchParams();
  const status = Number(search.get('status')) || 0;
  return (
    <MemberPage title="我的订单">
      <ScrollTabs
        label="订单状态"
        tabs={ORDER_TABS.map((tab) => ({ name: tab.status, title: tab.label }))}
        active={status}
        onChange={(name) => setSearch({ status: String(name) }, { replace: true })}
      >
        <OrderTab key={status} status={status} iid={iid} />
      </ScrollTabs>
    </MemberPage>
  );
}
