import { order } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { useMemberSession, visitorScope } from '../../../components/scopes';
import { ShareCard, SharePage, shareWaiting, useSharePoll } from '../share-card';
import { homeLinks } from '../../../lib/links/home-links';
import { orderLinks } from '../../../lib/links/order-links';
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
  const poll = useSharePoll();
  const share = useRead(
    visitorScope,
    order.buyShareInfo,
    { key },
    { enabled: key !== '', refetchInterval: poll.interval },
  );
  poll.seen(share.data);
  return (
    <SharePage
      title="代付详情"
      missing={key ? null : '代付链接不完整，请让好友重新分享'}
      query={share}
    >
      {(s) => (
        <>
          <p className="tx-card">{s.mine ? '您发起的代付' : `${s.sharerName} 发起的代付`}</p>
          <ShareCard share={s} onExpired={() => void share.refetch()} />
          <div className="order-share-actions">
            {s.mine ? (
              <AppLink to={orderLinks.detail({ orderId: s.orderId, iid })} className="order-share-button">
                查看订单
              </AppLink>
            ) : shareWaiting(s) && (!s.supporterName || s.supportedByMe) ? (
              <AppLink to={orderLinks.shareSupport({ key, iid })} className="order-share-button">
                帮TA付款
              </AppLink>
            ) : null}
            <AppLink to={homeLinks.index({ iid })} className="order-share-button">
              返回首页
            </AppLink>
          </div>
        </>
      )}
    </SharePage>
  );
}
