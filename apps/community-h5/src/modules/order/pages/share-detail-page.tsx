import { order } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { useMemberSession, visitorScope } from '../../../components/scopes';
import { paths } from '../../../lib/links';
import { SHARE_POLL_MS, ShareCard, shareWaiting } from '../share-card';
import '../order.css';

/**
 * /app/order/shareDetail?key — how a friend-pay share stands, open to anyone with the link: the
 * goods, the amount, who is paying or has paid. While the order waits it is read again every few
 * seconds (a friend who has just paid sees the server take the payment). The buyer gets their
 * order; a friend, while nobody else pays it, the way to pay.
 */
export function Component() {
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const { iid } = useMemberSession();
  // Read again every few seconds while the order waits (a friend may pay any moment), not after.
  const [polling, setPolling] = useState(true);
  const share = useRead(visitorScope, order.buyShareInfo, { key }, { enabled: key !== '', refetchInterval: polling ? SHARE_POLL_MS : false });
  if (share.data && shareWaiting(share.data) !== polling) setPolling(shareWaiting(share.data));
  const title = '代付详情';
  if (!key) {
    return (
      <MemberPage title={title}>
        <EmptyState description="代付链接不完整，请让好友重新分享" />
      </MemberPage>
    );
  }
  if (share.isPending) {
    return (
      <MemberPage title={title}>
        <LoadingSkeleton rows={4} />
      </MemberPage>
    );
  }
  if (share.isError) {
    return (
      <MemberPage title={title}>
        <ErrorState error={share.error} onRetry={share.refetch} />
      </MemberPage>
    );
  }
  const s = share.data;
  return (
    <MemberPage title={title}>
      <p className="member-card">{s.mine ? '您发起的代付' : `${s.sharerName} 发起的代付`}</p>
      <ShareCard share={s} onExpired={() => void share.refetch()} />
      <div className="order-share-actions">
        {s.mine ? (
          <AppLink to={paths.orderDetail(s.orderId, iid)} className="order-share-button">
            查看订单
          </AppLink>
        ) : shareWaiting(s) && (!s.supporterName || s.supportedByMe) ? (
          <AppLink to={paths.orderShareSupport(key, iid)} className="order-share-button">
            帮TA付款
          </AppLink>
        ) : null}
        <AppLink to={paths.index(iid)} className="order-share-button">
          返回首页
        </AppLink>
      </div>
    </MemberPage>
  );
}
