import { order } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatDate } from '@tongxin/ui';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import '../order.css';

/** /app/order/ems?orderId: the parcel's journey, newest first (the logistics query). */
export function Component() {
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  const logistics = useRead(memberScope, order.logistics, { orderId }, { enabled: orderId !== '' });
  return (
    <MemberPage title="物流详情">
      {!orderId ? (
        <EmptyState description="订单不存在" />
      ) : logistics.isPending ? (
        <LoadingSkeleton rows={4} />
      ) : logistics.isError ? (
        <ErrorState error={logistics.error} onRetry={logistics.refetch} />
      ) : logistics.data.transportNumber === '' ? (
        <EmptyState description="订单尚未发货" />
      ) : (
        <section className="tx-card order-section" aria-label="物流信息">
          <p>
            {logistics.data.company} {logistics.data.transportNumber}
          </p>
          {logistics.data.traces.length === 0 ? (
            <p className="tx-muted">暂无物流信息</p>
          ) : (
            <ol className="order-traces" aria-label="物流轨迹">
              {logistics.data.traces.map((trace) => (
                <li key={trace.time + trace.text}>
                  <p>{trace.text}</p>
                  <p className="tx-muted">{formatDate(trace.time, 3)}</p>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </MemberPage>
  );
}
