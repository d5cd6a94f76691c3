import { order } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatDate, QrCode } from '@tongxin/ui';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import '../order.css';

/**
 * /app/order/used?orderId (the verification code, shown as a QR code at the counter) and
 * /app/order/cer?orderId (the certificate of the order once used).
 */
export function Component() {
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  const used = useRead(memberScope, order.used, { orderId }, { enabled: orderId !== '' });
  return (
    <MemberPage title="核销码">
      {!orderId ? (
        <EmptyState description="订单不存在" />
      ) : used.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : used.isError ? (
        <ErrorState error={used.error} onRetry={used.refetch} />
      ) : (
        <section className="tx-card order-used" aria-label="核销码">
          <h2>{used.data.title}</h2>
          <p className="tx-muted">数量 {used.data.num}</p>
          {used.data.usedAt ? (
            <div role="status" className="order-cer">
              <strong>已核销</strong>
              <p>核销时间 {formatDate(used.data.usedAt, 3)}</p>
              <p className="tx-muted">订单号 {used.data.orderId}</p>
            </div>
          ) : (
            <>
              <QrCode value={used.data.useCode} label="核销二维码" size={200} />
              <p className="order-code">
                {used.data.useCode.replace(/(\d{4})(?=\d)/g, '$1 ')}
              </p>
              <p className="tx-muted">请向工作人员出示此码</p>
            </>
          )}
        </section>
      )}
    </MemberPage>
  );
}
