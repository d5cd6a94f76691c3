import { order } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatDate, Poster, QrCode } from '@tongxin/ui';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { orderLinks } from '../../../lib/links/order-links';
import '../order.css';

/**
 * /app/order/used?orderId: the verification code, shown as a QR code at the counter; once used,
 * when it was used and the way to its certificate. /app/order/cer?orderId: the certificate of the
 * used order — a picture (what, how many, when it was used, the order number, and a QR code of
 * the order) to long-press and save; before it is used, the way to the code.
 */
export function Component() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const { iid } = useMemberSession();
  const certificate = pathname.endsWith('/cer');
  const orderId = search.get('orderId') ?? '';
  const used = useRead(memberScope, order.used, { orderId }, { enabled: orderId !== '' });
  const title = certificate ? '核销凭证' : '核销码';
  if (!orderId) {
    return (
      <MemberPage title={title}>
        <EmptyState description="订单不存在" />
      </MemberPage>
    );
  }
  if (used.isPending) {
    return (
      <MemberPage title={title}>
        <LoadingSkeleton rows={3} />
      </MemberPage>
    );
  }
  if (used.isError) {
    return (
      <MemberPage title={title}>
        <ErrorState error={used.error} onRetry={used.refetch} />
      </MemberPage>
    );
  }
  const u = used.data;
  if (certificate) {
    return (
      <MemberPage title={title}>
        {u.usedAt ? (
          <section className="tx-card order-used" aria-label="核销凭证">
            <p role="status" className="order-cer">
              <strong>已核销</strong> {formatDate(u.usedAt, 3)}
            </p>
            <Poster
              poster={{ userName: '核销凭证', title: `${u.title} ×${u.num}，${formatDate(u.usedAt, 3)} 已核销。订单号 ${u.orderId}`, dstUrl: `${window.location.origin}${orderLinks.detail({ orderId: u.orderId, iid })}` }}
              alt="核销凭证图片"
              hint="长按图片保存凭证"
            />
          </section>
        ) : (
          <EmptyState description="订单尚未核销，核销后可在此查看凭证">
            <AppLink to={orderLinks.used({ orderId: u.orderId, iid })} className="order-action-link">
              查看核销码
            </AppLink>
          </EmptyState>
        )}
      </MemberPage>
    );
  }
  return (
    <MemberPage title={title}>
      <section className="tx-card order-used" aria-label="核销码">
        <h2>{u.title}</h2>
        <p className="tx-muted">数量 {u.num}</p>
        {u.usedAt ? (
          <div role="status" className="order-cer">
            <strong>已核销</strong>
            <p>核销时间 {formatDate(u.usedAt, 3)}</p>
            <p className="tx-muted">订单号 {u.orderId}</p>
            <AppLink to={orderLinks.cer({ orderId: u.orderId, iid })}>查看核销凭证</AppLink>
          </div>
        ) : (
          <>
            <QrCode value={u.useCode} label="核销二维码" size={200} />
            <p className="order-code">{u.useCode.replace(/(\d{4})(?=\d)/g, '$1 ')}</p>
            <p className="tx-muted">请向工作人员出示此码</p>
          </>
        )}
      </section>
    </MemberPage>
  );
}
